/// The command line as the process received it, checked to be UTF-8.
///
/// `CommandLine.arguments` repairs bytes that are not UTF-8 (each becomes U+FFFD), so a name or
/// a path would be saved or looked up altered. The bytes are read from `CommandLine.unsafeArgv`
/// instead, and an argument that is not UTF-8 is refused, never changed.
enum RawArguments {
  /// The arguments after the program's name, or the usage error for the first one that is
  /// not UTF-8.
  static func decode() -> Result<[String], UsageError> {
    var arguments: [String] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      guard let text = String(validatingCString: pointer) else {
        var length = 0
        while pointer[length] != 0 { length += 1 }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        return .failure(.notUTF8(position: index, shown: shown(Array(bytes))))
      }
      arguments.append(text)
    }
    return .success(arguments)
  }

  /// The bytes with valid UTF-8 as text and every other byte (and any control character)
  /// as `\xFF`.
  static func shown(_ bytes: [UInt8]) -> String {
    var result = ""
    var index = 0
    while index < bytes.count {
      // The one scalar of valid UTF-8 starting here, one to four bytes long, if any.
      let scalar = (1...min(4, bytes.count - index)).lazy.compactMap { length in
        String(validating: bytes[index..<index + length], as: UTF8.self)
          .map { (text: $0, length: length) }
      }.first
      if let scalar, scalar.text.unicodeScalars.first?.properties.generalCategory != .control {
        result += scalar.text
        index += scalar.length
      } else {
        let length = scalar?.length ?? 1
        for byte in bytes[index..<index + length] { result += "\\x" + hex(byte) }
        index += length
      }
    }
    return result
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
