/// Swift string literals that hold a text exactly.
enum SwiftLiteral {
  /// A raw multi-line literal (`#"""…"""#`) whose delimiter is chosen so that no input can end
  /// it early: the text is written as it is, readable in the generated file.
  static func raw(_ text: String) -> String {
    let hashes = String(repeating: "#", count: delimiterLength(for: text))
    // The line break before the closing delimiter is not part of the literal, so this one extra
    // line break keeps the text's own last character, whatever it is.
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
  }

  /// A multi-line literal (`"""…"""`) with every backslash, quote, carriage return and control
  /// character other than a line break escaped, so that the literal holds exactly `text`'s
  /// characters whatever they are (a raw literal would turn a carriage return into a line
  /// break).
  static func escaped(_ text: String) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": body += "\\\\"
      case "\"": body += "\\\""
      case "\n": body += "\n"
      case "\r": body += "\\r"
      case "\t": body += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          body += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          body.unicodeScalars.append(scalar)
        }
      }
    }
    return "\"\"\"\n\(body)\n\"\"\""
  }

  /// One more `#` than the longest run of `#` in `text`, so that no `"""` or `\` inside the
  /// text can close the raw string literal or start an escape.
  private static func delimiterLength(for text: String) -> Int {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "#" ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest + 1
  }
}
