import NotificationCatalogTool
import Testing

@Suite("Parsing the command line")
struct InvocationTests {
    @Test(
        "General usage for --help, -h and help",
        arguments: [["--help"], ["-h"], ["help"], ["--version", "--help"]])
    func help(arguments: [String]) throws {
        #expect(try Invocation.parse(arguments) == .help(command: nil))
    }

    @Test("No arguments is a usage error (the help goes to standard error, status 64), not a request for help")
    func noArguments() throws {
        #expect(try Invocation.parse([]) == .missingCommand)
    }

    @Test(
        "A command's own usage for help <command>, <command> --help and <command> -h, wherever --help stands",
        arguments: [
            (["help", "decode"], "decode"), (["decode", "--help"], "decode"), (["decode", "x", "-h"], "decode"),
            (["list", "--help"], "list"), (["show", "-h"], "show"), (["scaffold", "--type", "X", "-h"], "scaffold"),
            (["demo", "--help"], "demo"), (["help", "help"], "help"), (["help", "--help"], "help"),
        ])
    func commandHelp(arguments: [String], command: String) throws {
        #expect(try Invocation.parse(arguments) == .help(command: command))
    }

    @Test func commands() throws {
        #expect(try Invocation.parse(["list"]) == .list(json: false))
        #expect(try Invocation.parse(["list", "--json"]) == .list(json: true))
        #expect(
            try Invocation.parse(["show", "fileHandleReadCompletion"])
                == .show(name: "fileHandleReadCompletion", json: false))
        #expect(try Invocation.parse(["show", "--json", "x"]) == .show(name: "x", json: true))
        #expect(try Invocation.parse(["decode", "x", "payload.json"]) == .decode(name: "x", path: "payload.json"))
        #expect(try Invocation.parse(["decode", "x", "-"]) == .decode(name: "x", path: "-"))
        #expect(try Invocation.parse(["demo"]) == .demo(timeoutSeconds: 5))
        #expect(try Invocation.parse(["demo", "--timeout", "0.5"]) == .demo(timeoutSeconds: 0.5))
        #expect(try Invocation.parse(["demo", "--timeout", "86400"]) == .demo(timeoutSeconds: 86_400))
        #expect(try Invocation.parse(["--version"]) == .version)
        #expect(try Invocation.parse(["demo", "--timeout=2"]) == .demo(timeoutSeconds: 2))
        #expect(
            try Invocation.parse(["scaffold", "p.json", "--name", "N", "--type=T", "--format", "plain"])
                == .scaffold(path: "p.json", options: ScaffoldOptions(typeName: "T", notification: "N", format: .plain))
        )
        #expect(try Invocation.parse(["scaffold", "-"]) == .scaffold(path: "-", options: ScaffoldOptions()))
        #expect(
            throws: ToolError(.usage, "unknown command 'live-probe'; 'notification-catalog help' lists the commands")
        ) {
            try Invocation.parse(["live-probe"])
        }
    }

    @Test(
        "Usage errors name what is wrong",
        arguments: [
            (["lst"], "unknown command 'lst'; did you mean 'list'?"),
            (["dmeo"], "unknown command 'dmeo'; did you mean 'demo'?"),
            (["frobnicate"], "unknown command 'frobnicate'; 'notification-catalog help' lists the commands"),
            (["--verbose"], "unknown option '--verbose'; see 'notification-catalog --help'"),
            (["--hlep"], "unknown option '--hlep'; did you mean '--help'?"),
            (["--versoin"], "unknown option '--versoin'; did you mean '--version'?"),
            (["list", "--xml"], "list: unknown option '--xml'; see 'notification-catalog help list'"),
            (["list", "--jsn"], "list: unknown option '--jsn'; did you mean '--json'?"),
            (["list", "--JSON"], "list: unknown option '--JSON'; did you mean '--json'?"),
            (["show", "--jsno", "x"], "show: unknown option '--jsno'; did you mean '--json'?"),
            (["demo", "--timout", "3"], "demo: unknown option '--timout'; did you mean '--timeout'?"),
            (["scaffold", "x.json", "--typ", "T"], "scaffold: unknown option '--typ'; did you mean '--type'?"),
            (["scaffold", "x.json", "--nmae", "T"], "scaffold: unknown option '--nmae'; did you mean '--name'?"),
            (["decode", "--hepl", "x", "y"], "decode: unknown option '--hepl'; did you mean '--help'?"),
            (["list", "extra"], "list: unexpected argument 'extra'"),
            (["list", "--", "extra"], "list: unexpected argument 'extra'"),
            (["show"], "show: missing <name>; see 'notification-catalog help show'"),
            (["show", "--json"], "show: missing <name>; see 'notification-catalog help show'"),
            (["decode", "x"], "decode: missing <file>; see 'notification-catalog help decode'"),
            (["decode", "x", "--"], "decode: missing <file>; see 'notification-catalog help decode'"),
            (["help", "dcode"], "help: unknown command 'dcode'; did you mean 'decode'?"),
            (["help", "decode", "list"], "help: unexpected argument 'list'"),
            (["hepl", "--help"], "unknown command 'hepl'; did you mean 'help'?"),
            (["scaffold", "x.json", "--format", "yaml"], "scaffold: --format is fixture or plain, not 'yaml'"),
            (
                ["scaffold", "x.json", "--format", "plian"],
                "scaffold: --format is fixture or plain, not 'plian'; did you mean 'plain'?"
            ),
            (["scaffold", "x.json", "--name", ""], "scaffold: --name needs the notification's raw name, not ''"),
            (["scaffold", "x.json", "--name"], "scaffold: --name needs a value"),
            (["scaffold", "x.json", "--type", "A", "--type", "B"], "scaffold: --type is given twice"),
            (["list", "--json", "--json"], "list: --json is given twice"),
            (
                ["scaffold", "x.json", "--type", "Error"],
                "scaffold: --type needs a Swift type name such as UploadFinished, not 'Error', which Swift or the "
                    + "scaffold already uses"
            ),
            (
                ["scaffold", "x.json", "--type", "a b"],
                "scaffold: --type needs a Swift type name such as UploadFinished, not 'a b'"
            ),
            (["decode", "x", "y", "z"], "decode: unexpected argument 'z'"),
            (["demo", "--timeout"], "demo: --timeout needs a number of seconds"),
            (["demo", "--timeout", "soon"], "demo: --timeout needs a positive number of seconds, not 'soon'"),
            (["demo", "--timeout", "-1"], "demo: --timeout needs a positive number of seconds, not '-1'"),
            (["demo", "--timeout", "1e300"], "demo: --timeout is at most 86400 seconds (a day), not '1e300'"),
            (["demo", "--timeout", "86400.5"], "demo: --timeout is at most 86400 seconds (a day), not '86400.5'"),
            (["demo", "--timeout", "inf"], "demo: --timeout needs a positive number of seconds, not 'inf'"),
            (["demo", "--timeout", "nan"], "demo: --timeout needs a positive number of seconds, not 'nan'"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: ToolError(.usage, message)) { try Invocation.parse(arguments) }
    }

    @Test(
        "The demo prints any timeout without trapping",
        arguments: [(5, "5"), (0.5, "0.5"), (86_400, "86400"), (1e300, "1e+300"), (.infinity, "inf"), (.nan, "nan")]
            as [(Double, String)])
    func timeoutText(seconds: Double, text: String) {
        #expect(LiveDemo.secondsText(seconds) == text)
    }

    @Test("-- ends the options: a file named like an option, or --help, is an operand")
    func doubleDash() throws {
        #expect(try Invocation.parse(["decode", "x", "--", "-y.json"]) == .decode(name: "x", path: "-y.json"))
        #expect(try Invocation.parse(["decode", "--", "x", "--help"]) == .decode(name: "x", path: "--help"))
        #expect(try Invocation.parse(["show", "--json", "--", "-x"]) == .show(name: "-x", json: true))
        #expect(try Invocation.parse(["--", "list"]) == .list(json: false))
        #expect(try Invocation.parse(["--"]) == .missingCommand)
        #expect(throws: ToolError(.usage, "unknown command '--help'; did you mean 'help'?")) {
            try Invocation.parse(["--", "--help"])
        }
        #expect(
            try Invocation.parse(["scaffold", "--name", "N", "--", "--type"])
                == .scaffold(path: "--type", options: ScaffoldOptions(notification: "N")))
    }

    @Test func suggestions() {
        let members = ["fileHandleReadCompletion", "fileHandleDataAvailable", "keyboardWillShow"]
        #expect(Suggestion.closest(to: "fileHandleReadCompletio", among: members) == "fileHandleReadCompletion")
        #expect(Suggestion.closest(to: "KEYBOARDWILLSHOW", among: members) == "keyboardWillShow")
        #expect(Suggestion.closest(to: "dataAvailable", among: members) == "fileHandleDataAvailable")
        #expect(Suggestion.closest(to: "zzzzzzzzzz", among: members) == nil)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
