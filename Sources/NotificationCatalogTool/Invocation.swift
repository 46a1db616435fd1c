/// A parsed `notification-catalog` command line.
package enum Invocation: Equatable, Sendable {
    /// Print the usage text.
    case help
    /// One row per catalog entry.
    case list(json: Bool)
    /// Everything about one entry, named by member or raw name.
    case show(name: String, json: Bool)
    /// Decode a payload, or check a fixture file, (`-` for standard input) with one entry's descriptor.
    case decode(name: String, path: String)
    /// Print a `Codable` payload struct and descriptor for the captured payload(s) in a fixture file.
    case scaffold(path: String, typeName: String?)
    /// Make Foundation post the notifications it posts on Linux, and decode them live.
    case demo(timeoutSeconds: Double)
    /// Print the version.
    case version

    /// The subcommands, for usage and suggestions.
    package static let commands = ["list", "show", "decode", "scaffold", "demo", "help"]

    /// The usage text printed by `--help`, `help` and no arguments.
    package static let usage = """
        USAGE: notification-catalog <command> [options]

        Lists, shows, decodes and demonstrates the notifications Foundation declares on Linux.

        COMMANDS:
          list [--json]               One row per catalog entry: member, raw name, payload type, posted on Linux.
          show <name> [--json]        Summary, object, userInfo keys, Linux status and a Swift snippet for one entry.
                                      <name> is a member (fileHandleReadCompletion) or a raw name.
          decode <name> <file>        Decode a payload in the catalog's fixture JSON format and print the typed
                                      payload, or the error with exit status 1. A fixture file (Catalog/Fixtures/)
                                      checks every case against its expectation, one line each; exit status 1
                                      names the cases that do not hold. <file> may be -, /dev/stdin or a pipe.
          scaffold <file> [--type <name>]
                                      Print a Codable payload struct (properties, CodingKeys, descriptor) for the
                                      captured payload in <file>, or for every valid payload of a fixture file,
                                      ready to paste; <name> names the struct. <file> may be - or a pipe.
          demo [--timeout <seconds>]  Make Foundation post each notification it posts on Linux and print the typed
                                      payloads as they arrive (timeout per notification: default 5 s, at most a day).
          help                        Print this text.
          --version                   Print the version.

        EXIT STATUS: 0 success, 1 decode failure or missing notification, 64 usage error, 65 invalid input data,
        66 missing or unreadable file, 74 standard output or standard error could not be written (closed, full,
        or a pipe whose reader has gone; said on standard error except for the pipe).
        """

    /// Parses the arguments after the program name.
    package static func parse(_ arguments: [String]) throws(ToolError) -> Invocation {
        guard let command = arguments.first else { return .help }
        var rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") { return .help }
        switch command {
        case "--help", "-h", "help":
            return .help
        case "--version":
            try expectNothingLeft(rest, command: command)
            return .version
        case "list":
            let json = takeFlag("--json", from: &rest)
            try expectNothingLeft(rest, command: command)
            return .list(json: json)
        case "show":
            let json = takeFlag("--json", from: &rest)
            let name = try takeOperand("<name>", from: &rest, command: command)
            try expectNothingLeft(rest, command: command)
            return .show(name: name, json: json)
        case "decode":
            let name = try takeOperand("<name>", from: &rest, command: command)
            let path = try takeOperand("<file>", from: &rest, command: command)
            try expectNothingLeft(rest, command: command)
            return .decode(name: name, path: path)
        case "scaffold":
            let typeName = try takeValue(of: "--type", from: &rest, command: command)
            if let typeName, !ScaffoldNaming.isValidTypeName(typeName) {
                throw ToolError(
                    .usage, "\(command): --type needs a Swift type name such as UploadFinished, not '\(typeName)'")
            }
            let path = try takeOperand("<file>", from: &rest, command: command)
            try expectNothingLeft(rest, command: command)
            return .scaffold(path: path, typeName: typeName)
        case "demo":
            let timeout = try takeTimeout(from: &rest, command: command) ?? 5
            try expectNothingLeft(rest, command: command)
            return .demo(timeoutSeconds: timeout)
        default:
            if command.hasPrefix("-") {
                throw ToolError(.usage, "unknown option '\(command)'; see 'notification-catalog --help'")
            }
            let hint = Suggestion.closest(to: command, among: commands).map { "; did you mean '\($0)'?" } ?? ""
            throw ToolError(.usage, "unknown command '\(command)'\(hint)")
        }
    }

    /// The seconds after `--timeout`, removed from `arguments`; `nil` when there is no `--timeout`.
    private static func takeTimeout(from arguments: inout [String], command: String) throws(ToolError) -> Double? {
        guard let index = arguments.firstIndex(of: "--timeout") else { return nil }
        guard index + 1 < arguments.count else {
            throw ToolError(.usage, "\(command): --timeout needs a number of seconds")
        }
        guard let seconds = Double(arguments[index + 1]), seconds > 0, seconds.isFinite else {
            throw ToolError(
                .usage, "\(command): --timeout needs a positive number of seconds, not '\(arguments[index + 1])'")
        }
        guard seconds <= maximumTimeoutSeconds else {
            throw ToolError(
                .usage,
                "\(command): --timeout is at most \(Int(maximumTimeoutSeconds)) seconds (a day), "
                    + "not '\(arguments[index + 1])'"
            )
        }
        arguments.removeSubrange(index...(index + 1))
        return seconds
    }

    /// The longest `--timeout` accepted: a day, in seconds. Anything longer is a typo, not a wait.
    package static let maximumTimeoutSeconds: Double = 86_400

    /// The word after `option`, removed with it from `arguments`; `nil` when `option` is absent.
    private static func takeValue(
        of option: String,
        from arguments: inout [String],
        command: String
    ) throws(ToolError) -> String? {
        guard let index = arguments.firstIndex(of: option) else { return nil }
        guard index + 1 < arguments.count else {
            throw ToolError(.usage, "\(command): \(option) needs a value")
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
    }

    private static func takeFlag(_ flag: String, from arguments: inout [String]) -> Bool {
        guard let index = arguments.firstIndex(of: flag) else { return false }
        arguments.remove(at: index)
        return true
    }

    /// The next operand; a lone `-` is an operand (standard input), other words starting with `-` are options.
    private static func takeOperand(
        _ placeholder: String,
        from arguments: inout [String],
        command: String
    ) throws(ToolError) -> String {
        guard let index = arguments.firstIndex(where: { $0 == "-" || !$0.hasPrefix("-") }) else {
            if let option = arguments.first {
                throw ToolError(.usage, "\(command): unknown option '\(option)'")
            }
            throw ToolError(.usage, "\(command): missing \(placeholder); see 'notification-catalog --help'")
        }
        return arguments.remove(at: index)
    }

    private static func expectNothingLeft(_ arguments: [String], command: String) throws(ToolError) {
        guard let extra = arguments.first else { return }
        if extra.hasPrefix("-") && extra != "-" {
            throw ToolError(.usage, "\(command): unknown option '\(extra)'")
        }
        throw ToolError(.usage, "\(command): unexpected argument '\(extra)'")
    }
}
