/// The usage text of `notification-catalog` and of each command: what `help`, `help <command>`, `<command> --help`
/// and `<command> -h` print.
///
/// Every exit status a text lists is one the command returns; the command-line tests run each of them.
package struct CommandHelp: Sendable {
    /// The command's name, as typed.
    package var name: String
    /// The command line: `decode <name> <file>`.
    package var synopsis: String
    /// One line for the general help's command list.
    package var summary: String
    /// What the command does, in a few lines.
    package var details: String
    /// The operands and options, one `(word, meaning)` pair each.
    package var arguments: [(word: String, meaning: String)]
    /// Command lines to copy.
    package var examples: [String]
    /// The exit statuses it returns, with what each means for this command.
    package var statuses: [(status: ExitCode, meaning: String)]

    /// The command's own usage text.
    package var text: String {
        var lines = ["USAGE: notification-catalog \(synopsis)", "", details]
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS AND OPTIONS:"]
            lines += Self.table(arguments.map { ($0.word, $0.meaning) })
        }
        lines += ["", examples.count == 1 ? "EXAMPLE:" : "EXAMPLES:"]
        lines += examples.map { "  " + $0 }
        lines += ["", "EXIT STATUS:"]
        lines += Self.table(statuses.map { ("\($0.status.rawValue)", $0.meaning) })
        return lines.joined(separator: "\n")
    }

    /// The help of `command`, if it is one.
    package static func named(_ command: String) -> CommandHelp? {
        all.first { $0.name == command }
    }

    /// `rows` as two aligned columns, indented by two spaces.
    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(to: width) + "  " + $0.1 }
    }

    private static let output = (ExitCode.outputError, "standard output or standard error could not be written")

    /// Every command, in the order the general help lists them.
    package static let all: [CommandHelp] = [
        CommandHelp(
            name: "list",
            synopsis: "list [--json]",
            summary: "One row per catalog entry: member, raw name, payload type, posted on Linux.",
            details: "Lists the notifications of the catalog, one aligned row each.",
            arguments: [("--json", "Print the rows as a JSON array of {member, name, payloadType, postedOnLinux}.")],
            examples: ["notification-catalog list", "notification-catalog list --json"],
            statuses: [(.success, "the list was printed"), (.usage, "an unknown option or an extra argument"), output]
        ),
        CommandHelp(
            name: "show",
            synopsis: "show <name> [--json]",
            summary: "Summary, object, userInfo keys, Linux status and a Swift snippet for one entry.",
            details: "Shows one catalog entry: what it announces, its object and userInfo keys, whether Foundation "
                + "posts it on Linux,\nand a Swift snippet that observes it.",
            arguments: [
                ("<name>", "A member (fileHandleReadCompletion or .fileHandleReadCompletion) or a raw name."),
                ("--json", "Print the entry as JSON, with the snippet."),
            ],
            examples: ["notification-catalog show fileHandleReadCompletion"],
            statuses: [
                (.success, "the entry was printed"),
                (.usage, "an unknown notification (with the closest one), an unknown option, or a missing <name>"),
                output,
            ]
        ),
        CommandHelp(
            name: "decode",
            synopsis: "decode <name> <file>",
            summary: "Decode a payload (or check a fixture file) with one entry's descriptor.",
            details: "Decodes a payload written in the catalog's fixture JSON format with the descriptor of <name> "
                + "and prints the\ntyped payload, or the decoding error. A fixture file ({\"notification\", "
                + "\"fixtures\"}, as in Catalog/Fixtures/)\nchecks every case against its expectation, one line each.",
            arguments: [
                (
                    "<name>",
                    "A member (fileHandleReadCompletion) or a raw name (NSFileHandleReadCompletionNotification)."
                ),
                ("<file>", "The JSON file; - reads standard input (/dev/stdin and pipes work too)."),
            ],
            examples: [
                "notification-catalog decode fileHandleReadCompletion Catalog/Fixtures/fileHandleReadCompletion.json",
                "cat Catalog/Fixtures/keyboardWillShow.json | notification-catalog decode keyboardWillShow -",
            ],
            statuses: [
                (.success, "the payload decoded, or every fixture held"),
                (.failure, "the payload did not decode (the error is on standard error), or a fixture did not hold"),
                (.usage, "an unknown notification (with the closest one), an unknown option, or a missing argument"),
                (.dataError, "not JSON, not the fixture format (the error names the path), or over 64 MiB"),
                (.noInput, "the file is missing or cannot be read"),
                output,
            ]
        ),
        CommandHelp(
            name: "scaffold",
            synopsis: "scaffold <file> [--name <raw name>] [--type <type>] [--format fixture|plain] [--fixture <f>]",
            summary: "Print a Codable payload struct and descriptor for captured payloads (fixture format or JSON).",
            details: "Prints Swift source, ready to paste: a Codable payload struct (properties, nested structs, "
                + "CodingKeys) and its\ndescriptor, inferred from captured payloads. <file> holds a payload or a "
                + "fixture file in the tagged fixture\nformat ({\"Int\": 1}), or plain JSON as logged or written by "
                + "JSONSerialization: one payload's userInfo object,\nor an array of them (a key missing from some "
                + "becomes optional). Plain JSON writes a URL, Date or Data as a string: a key\nwhose every captured "
                + "string surely is one (an absolute URL with //, an ISO 8601 date and time with a zone,\npadded "
                + "base64 of 16 characters or more in both letter cases) gets that type; the output says where, and "
                + "where\na String may be one. Without --format, a top-level object with \"fixtures\" or "
                + "\"notification\",\nor with no keys but \"name\", \"object\" and \"userInfo\", is read as the "
                + "fixture format, anything else as plain JSON.\nWith --fixture, the payloads are also written to <f> "
                + "as a fixture file, one case each, that the printed\nstruct decodes (expectFixtures checks it). Plain "
                + "JSON values are written as the Foundation values a legacy\npost holds: NSString, NSNumber, NSArray, "
                + "NSDictionary, NSNull, and NSURL, NSDate, NSData where typed so.",
            arguments: [
                ("<file>", "The JSON file; - reads standard input."),
                ("--name <raw name>", "The notification's raw name; needed for plain JSON, which does not say it."),
                ("--type <type>", "The struct's name (default: from the notification's name)."),
                ("--format <format>", "fixture or plain; by default told from the input, as said above."),
                (
                    "--fixture <f>",
                    "Also write the payloads to the regular file <f> as a fixture file (replaced atomically;\n"
                        + "a symbolic link is written through; a directory, device, FIFO or the input is refused)."
                ),
            ],
            examples: [
                "notification-catalog scaffold Catalog/Fixtures/keyboardWillShow.json --type KeyboardInfo",
                #"echo '{"fileName": "a.pdf", "byteCount": 52000}' | notification-catalog scaffold - --name "#
                    + "UploadFinished",
                #"echo '[{"id": 1}, {"id": 2}]' | notification-catalog scaffold - --name Saved --fixture /tmp/Saved.json"#,
            ],
            statuses: [
                (.success, "the Swift source was printed"),
                (.usage, "an unknown option, a missing <file>, a bad --type or --format, or plain JSON without --name"),
                (
                    .dataError,
                    "not JSON, not the format read, no payload, over 64 MiB, or a --fixture file that would not "
                        + "load back"
                ),
                (.noInput, "the file is missing or cannot be read"),
                (
                    .cannotCreate,
                    "the --fixture file is not a regular file or could not be written (nothing is printed)"
                ),
                output,
            ]
        ),
        CommandHelp(
            name: "demo",
            synopsis: "demo [--timeout <seconds>]",
            summary: "Make Foundation post each notification it posts on Linux and print the typed payloads.",
            details: "Makes Foundation on this machine post each notification it posts on Linux (FileHandle, Port, "
                + "UserDefaults,\nURLCredentialStorage), observes each through its catalog descriptor, and prints "
                + "the typed payloads as they\narrive.",
            arguments: [("--timeout <seconds>", "How long to wait for each notification: default 5, at most 86400.")],
            examples: ["notification-catalog demo", "notification-catalog demo --timeout 10"],
            statuses: [
                (.success, "every notification arrived and decoded"),
                (.failure, "a notification did not arrive within the timeout, or did not decode"),
                (.usage, "an unknown option, or a --timeout that is not a positive number of seconds up to a day"),
                output,
            ]
        ),
        CommandHelp(
            name: "help",
            synopsis: "help [<command>]",
            summary: "Print this text, or one command's usage with an example.",
            details: "Prints the general usage, or the usage of <command>; `<command> --help` and `<command> -h` "
                + "do the same.",
            arguments: [("<command>", "One of list, show, decode, scaffold, demo, help.")],
            examples: ["notification-catalog help decode"],
            statuses: [
                (.success, "the text was printed"), (.usage, "an unknown command (with the closest one)"), output,
            ]
        ),
    ]

    /// The general usage text: every command in a line, the global options and every exit status.
    package static var general: String {
        var lines = [
            "USAGE: notification-catalog <command> [options]",
            "",
            "Lists, shows, decodes and demonstrates the catalog's notifications (Foundation's, and the Apple system",
            "notifications apps parse by hand: keyboard, audio session, Core Data, ...), and scaffolds typed payloads",
            "for your own.",
            "",
            "COMMANDS:",
        ]
        lines += table(all.map { ($0.name, $0.summary) })
        lines += [
            "",
            "OPTIONS:",
            "  --help, -h   Print this text; after a command, that command's usage.",
            "  --version    Print the version.",
            "  --           Ends the options: every word after it is an operand (a file named -x.json).",
            "",
            "See 'notification-catalog help <command>' for a command's arguments, an example and its exit statuses.",
            "",
            "EXIT STATUS:",
        ]
        lines += table(generalStatuses.map { ("\($0.status.rawValue)", $0.meaning) })
        return lines.joined(separator: "\n")
    }

    /// Every status the tool returns, for the general help.
    package static let generalStatuses: [(status: ExitCode, meaning: String)] = [
        (.success, "success"),
        (.failure, "the answer is no: a payload did not decode, a fixture did not hold, or the demo missed one"),
        (.usage, "usage error: no command, an unknown command, option or notification, or a missing or extra argument"),
        (.dataError, "invalid input data: not JSON, not the format it was read as, or over 64 MiB"),
        (.noInput, "a missing or unreadable input file"),
        (.cannotCreate, "an output file (scaffold --fixture) could not be written"),
        (
            .outputError,
            "standard output or standard error could not be written (said on standard error unless a pipe's reader "
                + "has gone)"
        ),
    ]
}

extension String {
    /// `self` padded with spaces to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
