import NotificationCatalogTool
import Testing

@Suite("Parsing the command line")
struct InvocationTests {
    @Test(
        "Usage for no arguments, --help, -h and help, wherever --help stands",
        arguments: [
            [], ["--help"], ["-h"], ["help"], ["list", "--help"], ["decode", "x", "-h"],
        ])
    func help(arguments: [String]) throws {
        #expect(try Invocation.parse(arguments) == .help)
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
        #expect(throws: ToolError(.usage, "unknown command 'live-probe'")) {
            try Invocation.parse(["live-probe"])
        }
    }

    @Test(
        "Usage errors name what is wrong",
        arguments: [
            (["lst"], "unknown command 'lst'; did you mean 'list'?"),
            (["dmeo"], "unknown command 'dmeo'; did you mean 'demo'?"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["--verbose"], "unknown option '--verbose'; see 'notification-catalog --help'"),
            (["list", "--xml"], "list: unknown option '--xml'"),
            (["list", "extra"], "list: unexpected argument 'extra'"),
            (["show"], "show: missing <name>; see 'notification-catalog --help'"),
            (["show", "--json"], "show: missing <name>; see 'notification-catalog --help'"),
            (["decode", "x"], "decode: missing <file>; see 'notification-catalog --help'"),
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

    @Test func suggestions() {
        let members = ["fileHandleReadCompletion", "fileHandleDataAvailable", "keyboardWillShow"]
        #expect(Suggestion.closest(to: "fileHandleReadCompletio", among: members) == "fileHandleReadCompletion")
        #expect(Suggestion.closest(to: "KEYBOARDWILLSHOW", among: members) == "keyboardWillShow")
        #expect(Suggestion.closest(to: "dataAvailable", among: members) == "fileHandleDataAvailable")
        #expect(Suggestion.closest(to: "zzzzzzzzzz", among: members) == nil)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
