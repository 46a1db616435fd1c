/// A parsed `notification-catalog` command line.
package enum Invocation: Equatable, Sendable {
    /// Print the usage text: the general one (`nil`), or one command's (`help decode`, `decode --help`).
    case help(command: String?)
    /// No command at all: the general usage, on standard error, and status 64 (EX_USAGE), as `tar` or `git` answer a
    /// bare invocation; a script that forgot its arguments fails instead of going on.
    case missingCommand
    /// One row per catalog entry.
    case list(json: Bool)
    /// Everything about one entry, named by member or raw name.
    case show(name: String, json: Bool)
    /// Decode a payload, or check a fixture file, (`-` for standard input) with one entry's descriptor.
    case decode(name: String, path: String)
    /// Print a `Codable` payload struct and descriptor for the captured payload(s) in a fixture file or plain JSON.
    case scaffold(path: String, options: ScaffoldOptions)
    /// Make Foundation post the notifications it posts on Linux, and decode them live.
    case demo(timeoutSeconds: Double)
    /// Print the version.
    case version

    /// The subcommands, for usage and suggestions.
    package static let commands = CommandHelp.all.map(\.name)

    /// The usage text printed by `--help` and `help` (on standard output), and for no arguments (on standard error).
    package static var usage: String { CommandHelp.general }

    /// The options each command takes (besides `--help` and `-h`), for parsing and "did you mean" suggestions.
    private static let options: [String: [String]] = [
        "list": ["--json"], "show": ["--json"], "decode": [],
        "scaffold": ["--type", "--name", "--format", "--fixture"],
        "demo": ["--timeout"], "help": [], "--version": [],
    ]

    /// Options that take a value, which may also be written `--option=value`.
    private static let valueOptions: Set<String> = ["--type", "--name", "--format", "--fixture", "--timeout"]

    /// Parses the arguments after the program name.
    ///
    /// `--` ends the options: every word after it is an operand, so a file named `-x.json` reads as
    /// `decode NAME -- -x.json`. `--help` or `-h` before it asks for the command's own help.
    package static func parse(_ arguments: [String]) throws(ToolError) -> Invocation {
        guard let command = arguments.first else { return .missingCommand }
        if command == "--" {
            // Before the command, `--` only says that the command is not an option.
            let rest = Array(arguments.dropFirst())
            if let next = rest.first, next.hasPrefix("-") { throw unknownCommand(next) }
            return try parse(rest)
        }
        var rest = Words(Array(arguments.dropFirst()), valueOptions: valueOptions)
        if rest.options.contains("--help") || rest.options.contains("-h") {
            switch command {
            case "--help", "-h", "--version": return .help(command: nil)
            case _ where commands.contains(command): return .help(command: command)
            default: throw unknownCommand(command)
            }
        }
        switch command {
        case "--help", "-h":
            try rest.expectNothingLeft(command: command, options: [])
            return .help(command: nil)
        case "help":
            guard let topic = try rest.takeOptionalOperand(command: command, options: []) else {
                return .help(command: nil)
            }
            try rest.expectNothingLeft(command: command, options: [])
            guard commands.contains(topic) else {
                let hint = Suggestion.closest(to: topic, among: commands).map { "; did you mean '\($0)'?" } ?? ""
                throw ToolError(.usage, "help: unknown command '\(topic)'\(hint)")
            }
            return .help(command: topic)
        case "--version":
            try rest.expectNothingLeft(command: command, options: [])
            return .version
        case "list":
            let json = rest.takeFlag("--json")
            try rest.expectNothingLeft(command: command, options: options[command] ?? [])
            return .list(json: json)
        case "show":
            let json = rest.takeFlag("--json")
            let name = try rest.takeOperand("<name>", command: command, options: options[command] ?? [])
            try rest.expectNothingLeft(command: command, options: options[command] ?? [])
            return .show(name: name, json: json)
        case "decode":
            let name = try rest.takeOperand("<name>", command: command, options: [])
            let path = try rest.takeOperand("<file>", command: command, options: [])
            try rest.expectNothingLeft(command: command, options: [])
            return .decode(name: name, path: path)
        case "scaffold":
            return try parseScaffold(&rest)
        case "demo":
            let timeout = try takeTimeout(from: &rest, command: command) ?? 5
            try rest.expectNothingLeft(command: command, options: options[command] ?? [])
            return .demo(timeoutSeconds: timeout)
        default:
            if command.hasPrefix("-") {
                let hint =
                    optionSuggestion(command, among: ["--help", "--version"])
                    .map { "; did you mean '\($0)'?" } ?? "; see 'notification-catalog --help'"
                throw ToolError(.usage, "unknown option '\(command)'\(hint)")
            }
            throw unknownCommand(command)
        }
    }

    private static func parseScaffold(_ rest: inout Words) throws(ToolError) -> Invocation {
        let command = "scaffold"
        var options = ScaffoldOptions()
        options.typeName = try rest.takeValue(of: "--type", command: command)
        if let typeName = options.typeName, !ScaffoldNaming.isValidTypeName(typeName) {
            let reason =
                ScaffoldNaming.reservedTypeNames.contains(typeName) || ScaffoldNaming.keywords.contains(typeName)
                ? ", not '\(typeName)', which Swift or the scaffold already uses" : ", not '\(typeName)'"
            throw ToolError(.usage, "\(command): --type needs a Swift type name such as UploadFinished\(reason)")
        }
        options.notification = try rest.takeValue(of: "--name", command: command)
        if options.notification?.isEmpty == true {
            throw ToolError(.usage, "\(command): --name needs the notification's raw name, not ''")
        }
        if let format = try rest.takeValue(of: "--format", command: command) {
            guard let known = ScaffoldFormat(rawValue: format) else {
                let names = ScaffoldFormat.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: format, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw ToolError(
                    .usage, "\(command): --format is \(names.joined(separator: " or ")), not '\(format)'\(hint)")
            }
            options.format = known
        }
        options.fixturePath = try rest.takeValue(of: "--fixture", command: command)
        if options.fixturePath?.isEmpty == true {
            throw ToolError(.usage, "\(command): --fixture needs the path of the fixture file to write, not ''")
        }
        let path = try rest.takeOperand("<file>", command: command, options: self.options[command] ?? [])
        try rest.expectNothingLeft(command: command, options: self.options[command] ?? [])
        return .scaffold(path: path, options: options)
    }

    private static func unknownCommand(_ command: String) -> ToolError {
        let hint =
            Suggestion.closest(to: command, among: commands).map { "; did you mean '\($0)'?" }
            ?? "; 'notification-catalog help' lists the commands"
        return ToolError(.usage, "unknown command '\(command)'\(hint)")
    }

    /// The option closest to `option`, compared without their dashes (so `--verbose` is not taken for `--version`).
    static func optionSuggestion(_ option: String, among candidates: [String]) -> String? {
        func bare(_ word: String) -> String { String(word.drop { $0 == "-" }) }
        let word = bare(option)
        guard !word.isEmpty else { return nil }
        let target = Array(word.lowercased())
        let scored = candidates.map { ($0, Suggestion.editDistance(target, Array(bare($0).lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, min(2, target.count / 2)) else {
            return nil
        }
        return best.0
    }

    /// The seconds after `--timeout`, removed from `arguments`; `nil` when there is no `--timeout`.
    private static func takeTimeout(from arguments: inout Words, command: String) throws(ToolError) -> Double? {
        guard let text = try arguments.takeValue(of: "--timeout", command: command, missing: "a number of seconds")
        else { return nil }
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
            throw ToolError(.usage, "\(command): --timeout needs a positive number of seconds, not '\(text)'")
        }
        guard seconds <= maximumTimeoutSeconds else {
            throw ToolError(
                .usage,
                "\(command): --timeout is at most \(Int(maximumTimeoutSeconds)) seconds (a day), not '\(text)'"
            )
        }
        return seconds
    }

    /// The longest `--timeout` accepted: a day, in seconds. Anything longer is a typo, not a wait.
    package static let maximumTimeoutSeconds: Double = 86_400
}

/// The words after the command: those before `--` (options and operands) and those after it (operands only).
private struct Words {
    /// Before `--`, with `--option=value` split in two for the options that take a value.
    var options: [String]
    /// After `--`.
    var operands: [String]

    init(_ words: [String], valueOptions: Set<String>) {
        let end = words.firstIndex(of: "--") ?? words.endIndex
        options = words[..<end].flatMap { word -> [String] in
            guard let equals = word.firstIndex(of: "="), valueOptions.contains(String(word[..<equals])) else {
                return [word]
            }
            return [String(word[..<equals]), String(word[word.index(after: equals)...])]
        }
        operands = end < words.endIndex ? Array(words[words.index(after: end)...]) : []
    }

    /// Whether `flag` was given; removes it.
    mutating func takeFlag(_ flag: String) -> Bool {
        guard let index = options.firstIndex(of: flag) else { return false }
        options.remove(at: index)
        return true
    }

    /// The word after `option`, removed with it; `nil` when `option` is absent.
    mutating func takeValue(
        of option: String,
        command: String,
        missing: String = "a value"
    ) throws(ToolError) -> String? {
        guard let index = options.firstIndex(of: option) else { return nil }
        guard index + 1 < options.count else {
            throw ToolError(.usage, "\(command): \(option) needs \(missing)")
        }
        let value = options[index + 1]
        options.removeSubrange(index...(index + 1))
        return value
    }

    /// The next operand: a word before `--` that is not an option (a lone `-` is one: standard input), else the
    /// first word after `--`.
    mutating func takeOptionalOperand(command: String, options known: [String]) throws(ToolError) -> String? {
        if let index = options.firstIndex(where: { $0 == "-" || !$0.hasPrefix("-") }) {
            return options.remove(at: index)
        }
        if let option = options.first {
            throw Self.unknownOption(option, command: command, options: known)
        }
        return operands.isEmpty ? nil : operands.removeFirst()
    }

    /// The next operand, which must be there.
    mutating func takeOperand(
        _ placeholder: String,
        command: String,
        options known: [String]
    ) throws(ToolError) -> String {
        guard let operand = try takeOptionalOperand(command: command, options: known) else {
            throw ToolError(
                .usage, "\(command): missing \(placeholder); see 'notification-catalog help \(command)'")
        }
        return operand
    }

    func expectNothingLeft(command: String, options known: [String]) throws(ToolError) {
        if let extra = options.first {
            if extra.hasPrefix("-") && extra != "-" {
                throw Self.unknownOption(extra, command: command, options: known)
            }
            throw ToolError(.usage, "\(command): unexpected argument '\(extra)'")
        }
        if let extra = operands.first {
            throw ToolError(.usage, "\(command): unexpected argument '\(extra)'")
        }
    }

    private static func unknownOption(_ option: String, command: String, options known: [String]) -> ToolError {
        if known.contains(option) || option == "--help" || option == "-h" {
            return ToolError(.usage, "\(command): \(option) is given twice")
        }
        let hint =
            Invocation.optionSuggestion(option, among: known + ["--help"]).map { "; did you mean '\($0)'?" }
            ?? "; see 'notification-catalog help \(command)'"
        return ToolError(.usage, "\(command): unknown option '\(option)'\(hint)")
    }
}
