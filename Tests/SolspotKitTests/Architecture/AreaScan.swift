/// What SolspotKit's areas use of each other, read from the sources: the scanner behind
/// ``AreaDependencyTests``.
///
/// A type belongs to the area whose files declare it at the top level. An area uses a type
/// when its code (comments and strings left out, ``LibrarySource``) names it, even where the
/// name means a nested type of its own: no declaration exempts a name, so a real use cannot hide
/// behind a nested type. A type of any level declared under the name of a later area's
/// top-level type is a shadow (its uses would read as uses of the later area): rename it.
///
/// A member an area declares in an extension of an earlier area's type is an edge too
/// (``memberEdges(_:order:home:)``): its name, used as `.name` or `name(` in an earlier area,
/// is a back edge when that area is the only one that declares the name at all.
///
/// The files of SolspotData are read for the types they declare only, not for their uses or
/// their shadows: that module cannot import SolspotKit, and the compiler enforces it.
struct AreaScan {
  /// Every edge between two areas, `user -> used`, with the type names that make it.
  private(set) var edges: [String: Set<String>] = [:]
  /// The edges against the order (the used area comes after the user), with their names.
  private(set) var backEdges: [String: Set<String>] = [:]
  /// Each type declared under the name of a later area's top-level type:
  /// `Area/File.swift Name -> LaterArea`.
  private(set) var shadows: Set<String> = []

  /// The module whose files are read for their types only.
  static let dataModule = "SolspotData"

  /// Scans `files` against `order`, the areas each of which may use only those before it; an
  /// area missing from the order has no edge against it (``AreaDependencyTests`` checks that
  /// none is missing).
  init(_ files: [LibrarySource.File], order: [String]) throws {
    let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    let modifiers = "(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\\s+)*"
    let declaration = try Regex(
      "^(\\s*)(?:@\\w+\\s+)*\(modifiers)(?:struct|enum|class|protocol|actor|typealias)\\s+([A-Z]\\w*)"
    )
    var home: [String: Set<String>] = [:]
    var declared: [(file: LibrarySource.File, name: String)] = []
    for file in files {
      for line in file.code.split(separator: "\n") {
        guard let match = try declaration.firstMatch(in: String(line)),
          let indent = match.output[1].substring, let name = match.output[2].substring
        else { continue }
        if indent.isEmpty { home[String(name), default: []].insert(file.area) }
        declared.append((file, String(name)))
      }
    }
    func isLater(_ area: String, than user: String) -> Bool {
      guard let used = position[area], let user = position[user] else { return false }
      return used > user
    }
    for (file, name) in declared where file.area != Self.dataModule {
      for area in home[name] ?? [] where isLater(area, than: file.area) {
        shadows.insert("\(file.path) \(name) -> \(area)")
      }
    }
    // Every identifier, whole (a Unicode word boundary would not split `Type.member`).
    let word = try Regex(#"[A-Za-z_][A-Za-z0-9_]*"#)
    for file in files where file.area != Self.dataModule {
      for match in file.code.matches(of: word) {
        let name = String(file.code[match.range])
        guard name.first?.isUppercase == true else { continue }
        for area in home[name] ?? [] where area != file.area {
          let edge = "\(file.area) -> \(area)"
          edges[edge, default: []].insert(name)
          if isLater(area, than: file.area) {
            backEdges[edge, default: []].insert(name)
          }
        }
      }
    }
    for (edge, names) in try Self.memberEdges(files, order: order, home: home) {
      edges[edge, default: []].formUnion(names)
      backEdges[edge, default: []].formUnion(names)
    }
  }
}
