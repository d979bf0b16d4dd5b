extension AreaScan {
  /// The back edges made by members declared in extensions: `user -> used` with `.name` for
  /// each member.
  ///
  /// The rule, sound and cheap: collect the names of the members (`func`, `var`, `let`,
  /// `init`, `subscript` at the extension's own level) that an area declares in an
  /// `extension` of a type from an earlier area; keep a name only when no other area declares
  /// anything of that name (a member, a local, a case, a parameter-less `let`), so that common
  /// names such as `init` or `value` never count; then a use of a kept name as `.name` or
  /// `name(` in an area before the declaring one is a back edge. A miss is possible (a name
  /// another area also declares); a false edge is not, short of a tuple label that happens to
  /// carry a kept name.
  static func memberEdges(
    _ files: [LibrarySource.File], order: [String], home: [String: Set<String>]
  ) throws -> [String: Set<String>] {
    let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    let modifiers =
      "(?:(?:public|package|internal|fileprivate|private|open|final|static|class|mutating|"
      + "nonmutating|override|convenience|required|nonisolated|@\\w+(?:\\([^)]*\\))?)\\s+)*"
    let extensionLine = try Regex("^\(modifiers)extension\\s+([A-Z]\\w*)")
    let member = try Regex("^\\s*\(modifiers)(?:func|var|let|subscript)\\s+([A-Za-z_]\\w*)")
    let initializer = try Regex("^\\s*\(modifiers)init\\b")
    let anyDeclaration = try Regex(#"\b(?:func|var|let|case)\s+([A-Za-z_]\w*)"#)
    // Every name any area declares, with its areas.
    var declaredIn: [String: Set<String>] = [:]
    for file in files {
      for match in file.code.matches(of: anyDeclaration) {
        if let name = match.output[1].substring {
          declaredIn[String(name), default: []].insert(file.area)
        }
      }
      if file.code.contains("init(") { declaredIn["init", default: []].insert(file.area) }
    }
    // The members each area declares in extensions of earlier areas' types.
    var extensionMembers: [String: String] = [:]
    for file in files where file.area != dataModule {
      guard let own = position[file.area] else { continue }
      var depth = 0
      var isEarlierExtension = false
      for line in file.code.split(separator: "\n", omittingEmptySubsequences: false) {
        let text = String(line)
        if depth == 0 {
          isEarlierExtension = false
          if let match = try extensionLine.firstMatch(in: text),
            let type = match.output[1].substring
          {
            isEarlierExtension = (home[String(type)] ?? []).contains {
              (position[$0] ?? own) < own
            }
          }
        } else if depth == 1, isEarlierExtension {
          if let match = try member.firstMatch(in: text), let name = match.output[1].substring {
            extensionMembers[String(name)] = file.area
          } else if try initializer.firstMatch(in: text) != nil {
            extensionMembers["init"] = file.area
          }
        }
        depth += text.count(where: { $0 == "{" }) - text.count(where: { $0 == "}" })
      }
    }
    let kept = extensionMembers.filter { name, area in declaredIn[name] == [area] }
    // Their uses, as `.name` or `name(`, in earlier areas.
    var found: [String: Set<String>] = [:]
    let word = try Regex(#"[A-Za-z_][A-Za-z0-9_]*"#)
    for file in files where file.area != dataModule {
      guard let user = position[file.area] else { continue }
      let code = file.code
      for match in code.matches(of: word) {
        let name = String(code[match.range])
        guard let area = kept[name], let used = position[area], used > user else { continue }
        let before =
          match.range.lowerBound > code.startIndex
          ? code[code.index(before: match.range.lowerBound)] : " "
        let after = match.range.upperBound < code.endIndex ? code[match.range.upperBound] : " "
        guard before == "." || after == "(" else { continue }
        found["\(file.area) -> \(area)", default: []].insert(".\(name)")
      }
    }
    return found
  }
}
