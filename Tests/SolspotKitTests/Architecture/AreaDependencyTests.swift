import Foundation
import Testing

/// SolspotKit's areas (its top folders) depend one way, in the order docs/architecture.md
/// gives: an area may use the types of the areas before it, never those after it. The edges
/// that still run backwards are listed in ``allowedBackEdges``; a new one fails, and so does a
/// listed one that is gone, so the list only shrinks.
///
/// A type belongs to the area whose files declare it at the top level; an area uses it when its
/// code (comments and strings left out) names it, unless the area declares a type of that name
/// itself (a nested `Kind` is not another area's).
@Suite("SolspotKit's areas depend one way")
struct AreaDependencyTests {
  /// The areas, each using only those before it (docs/architecture.md); the module SolspotData,
  /// which cannot use SolspotKit at all, comes first.
  static let order = [
    "SolspotData", "Support", "Solar", "Resources", "Photometry", "Radiometry", "Calibration",
    "Metadata",
    "Capture", "Lighting", "Spots", "Comparison", "Simulation", "Plants", "DayCurve", "Reminders",
    "Gate", "Store", "Measure", "Answers",
  ]

  /// Edges against the order that exist today, "user -> used", with the types that make them.
  /// Listed in docs/architecture.md; remove an entry when its edge goes.
  static let allowedBackEdges: [String: Set<String>] = [
    "Photometry -> Calibration": ["Calibration", "DeviceProfile", "LimitCheck"],
    "Lighting -> DayCurve": ["DayCurve"],
    "Lighting -> Plants": ["PlantVerdict"],
  ]

  /// Every edge between two areas, "user -> used", with the types that make it.
  static func edges() throws -> [String: Set<String>] {
    let files = try LibrarySource.files()
    let topLevel = try Regex(
      #"^(?:@\w+\s+)*(?:(?:public|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)"#
    )
    let anyLevel = try Regex(
      #"^\s*(?:@\w+\s+)*(?:(?:public|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)"#
    )
    var home: [String: String] = [:]
    var declared: [String: Set<String>] = [:]
    for file in files {
      for line in file.code.split(separator: "\n") {
        if let match = try topLevel.firstMatch(in: String(line)),
          let name = match.output[1].substring
        {
          home[String(name)] = file.area
        }
        if let match = try anyLevel.firstMatch(in: String(line)),
          let name = match.output[1].substring
        {
          declared[file.area, default: []].insert(String(name))
        }
      }
    }
    // Every identifier, whole (a Unicode word boundary would not split `Type.member`).
    let word = try Regex(#"[A-Za-z_][A-Za-z0-9_]*"#)
    var edges: [String: Set<String>] = [:]
    for file in files {
      for match in file.code.matches(of: word) {
        let name = String(file.code[match.range])
        guard name.first?.isUppercase == true, let area = home[name], area != file.area,
          declared[file.area]?.contains(name) != true
        else { continue }
        edges["\(file.area) -> \(area)", default: []].insert(name)
      }
    }
    return edges
  }

  @Test("every area is in the order")
  func areasOrdered() throws {
    let areas = Set(try LibrarySource.files().map(\.area)).filter { !$0.hasSuffix(".swift") }
    #expect(areas.isSubset(of: Self.order), "areas missing from the order: \(areas)")
  }

  @Test("no area uses a later one, beyond the listed back edges")
  func oneWay() throws {
    let position = Dictionary(uniqueKeysWithValues: Self.order.enumerated().map { ($1, $0) })
    let edges = try Self.edges()
    #expect(edges.count > 20, "the scanner found too few edges to be working")
    var backwards: [String: Set<String>] = [:]
    for (edge, types) in edges {
      let parts = edge.components(separatedBy: " -> ")
      guard let user = position[parts[0]], let used = position[parts[1]], used > user else {
        continue
      }
      backwards[edge] = types
    }
    for (edge, types) in backwards.sorted(by: { $0.key < $1.key }) {
      let allowed = Self.allowedBackEdges[edge] ?? []
      let extra = types.subtracting(allowed)
      #expect(
        extra.isEmpty,
        """
        \(edge) uses \(extra.sorted()), against the order in docs/architecture.md: move the \
        type down to the used area's level, or pass a value in
        """)
    }
    for (edge, types) in Self.allowedBackEdges {
      let gone = types.subtracting(backwards[edge] ?? [])
      #expect(gone.isEmpty, "\(edge) no longer uses \(gone.sorted()): remove them from the list")
    }
  }
}
