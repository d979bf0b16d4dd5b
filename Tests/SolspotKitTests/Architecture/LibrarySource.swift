import Foundation

/// The Swift files of SolspotKit as the architecture tests read them: each file's path inside
/// `Sources/SolspotKit` or `Sources/SolspotData` (the catalog's format, which SolspotKit
/// re-exports), its area (the first folder in SolspotKit; `SolspotData` for every file of that
/// module, which sits below all of SolspotKit's areas) and its code with comments removed and
/// string literals emptied, so that words in prose and in strings never count as code.
struct LibrarySource {
  /// One source file.
  struct File {
    /// The path inside `Sources/SolspotKit` or `Sources/SolspotData`: `Photometry/Band.swift`.
    let path: String
    /// The first folder of the path, `Photometry`, or `SolspotData` for that module's files.
    let area: String
    /// The code, without comments and with every string literal's contents removed (`""`).
    let code: String
    /// The file as written, line for line with ``code``.
    let text: String
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/SolspotKit")

  /// The folders read: SolspotKit and the data target it re-exports.
  static let roots = [root, root.deletingLastPathComponent().appendingPathComponent("SolspotData")]

  /// Every `.swift` file under `Sources/SolspotKit` and `Sources/SolspotData`, sorted by path.
  static func files() throws -> [File] {
    var files: [File] = []
    for folder in roots {
      let base = folder.standardizedFileURL.path + "/"
      let module = folder.lastPathComponent
      guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
      for case let relative as String in walker where relative.hasSuffix(".swift") {
        let text = try String(contentsOfFile: base + relative, encoding: .utf8)
        let area =
          module == "SolspotKit"
          ? relative.split(separator: "/").first.map(String.init) ?? relative : module
        files.append(File(path: relative, area: area, code: strip(text), text: text))
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `text` without comments, with string literals reduced to `""` (their interpolations are
  /// kept as code) and with line breaks kept, so that line numbers stay right.
  static func strip(_ text: String) -> String {
    let characters = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    // Each open string: its delimiter (`"` or `"""`), its number of `#`, and how many
    // parentheses deep its current interpolation is (nil while in the literal itself).
    var strings: [(multiline: Bool, hashes: Int, depth: Int?)] = []
    var index = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    func starts(_ word: String) -> Bool {
      for (offset, scalar) in word.unicodeScalars.enumerated() where at(offset) != scalar {
        return false
      }
      return true
    }
    while index < characters.count {
      let scalar = characters[index]
      if let open = strings.last, open.depth == nil {
        // Inside a literal: look for its end or an interpolation; keep only line breaks.
        let hashes = String(repeating: "#", count: open.hashes)
        let close = (open.multiline ? "\"\"\"" : "\"") + hashes
        if scalar == "\\" && starts("\\" + hashes + "(") {
          strings[strings.count - 1].depth = 0
          index += 2 + open.hashes
          out.append("(")
          continue
        }
        if scalar == "\\" && open.hashes == 0 {
          index += 2
          continue
        }
        if starts(close) {
          strings.removeLast()
          index += close.unicodeScalars.count
          out.append("\"")
          out.append("\"")
          continue
        }
        if scalar == "\n" { out.append(scalar) }
        index += 1
        continue
      }
      if starts("//") {
        while index < characters.count && characters[index] != "\n" { index += 1 }
        continue
      }
      if starts("/*") {
        var depth = 0
        repeat {
          if starts("/*") {
            depth += 1
            index += 2
          } else if starts("*/") {
            depth -= 1
            index += 2
          } else {
            if characters[index] == "\n" { out.append("\n") }
            index += 1
          }
        } while depth > 0 && index < characters.count
        continue
      }
      var hashes = 0
      while at(hashes) == "#" { hashes += 1 }
      if at(hashes) == "\"" {
        let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
        strings.append((multiline, hashes, nil))
        index += hashes + (multiline ? 3 : 1)
        continue
      }
      if let open = strings.last, let depth = open.depth {
        // Code inside an interpolation: its closing parenthesis returns to the literal.
        if scalar == "(" { strings[strings.count - 1].depth = depth + 1 }
        if scalar == ")" {
          if depth == 0 {
            strings[strings.count - 1].depth = nil
            out.append(")")
            index += 1
            continue
          }
          strings[strings.count - 1].depth = depth - 1
        }
      }
      out.append(scalar)
      index += 1
    }
    return String(out)
  }
}
