/// `text` on one line: control characters written as `\n`, `\r`, `\t` or `\u{1b}`, and the Unicode line and paragraph
/// separators as `\u{2028}` and `\u{2029}`.
///
/// For text that quotes its input (Foundation's JSON errors, file names, notification names) on a line of its own:
/// an error message, a comment in generated code. Shared with the command-line tool.
package func escapingControlCharacters(_ text: String) -> String {
    escapingScalars(text) { scalar in
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}

/// `text` with each scalar `needsEscape` picks written as `\u{…}` (newline, return and tab as `\n`, `\r`, `\t`),
/// the rest as it is: the one escaping loop of error messages and generated code.
package func escapingScalars(_ text: String, where needsEscape: (Unicode.Scalar) -> Bool) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
