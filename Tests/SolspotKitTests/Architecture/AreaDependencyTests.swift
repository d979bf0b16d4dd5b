import Foundation
import Testing

/// SolspotKit's areas (its top folders) depend one way, in the order docs/architecture.md
/// gives: an area may use the types of the areas before it, never those after it. There is no
/// exception: any use of a later area's type fails. ``AreaScan`` reads the sources.
@Suite("SolspotKit's areas depend one way")
struct AreaDependencyTests {
  /// The areas, each using only those before it (docs/architecture.md); the module SolspotData,
  /// which cannot use SolspotKit at all, comes first.
  static let order = [
    "SolspotData", "Support", "Solar", "Resources", "Camera", "Photometry", "Radiometry",
    "Calibration", "Metadata", "Capture", "Lighting", "Spots", "Comparison", "Simulation",
    "Plants", "DayCurve", "Reminders", "Gate", "Store", "Measure", "Answers",
  ]

  @Test("every area is in the order")
  func areasOrdered() throws {
    let areas = Set(try LibrarySource.files().map(\.area)).filter { !$0.hasSuffix(".swift") }
    #expect(areas.isSubset(of: Self.order), "areas missing from the order: \(areas)")
  }

  @Test("no area uses a later one")
  func oneWay() throws {
    let scan = try AreaScan(LibrarySource.files(), order: Self.order)
    #expect(scan.edges.count > 20, "the scanner found too few edges to be working")
    for (edge, types) in scan.backEdges.sorted(by: { $0.key < $1.key }) {
      Issue.record(
        """
        \(edge) uses \(types.sorted()), against the order in docs/architecture.md: move the \
        type down to the used area's level, or pass a value in
        """)
    }
  }

  @Test("no type is named like a later area's type")
  func noShadows() throws {
    let scan = try AreaScan(LibrarySource.files(), order: Self.order)
    for shadow in scan.shadows.sorted() {
      Issue.record(
        "\(shadow): its uses read as uses of the later area; rename it")
    }
  }

  /// A tiny source set with one real back edge, hidden behind a nested type of the same name
  /// as the used type, and one nested shadow; comments, strings and SolspotData's uses do not
  /// count.
  @Test("the scanner catches a back edge and a shadow")
  func catchesBoth() throws {
    let sources = [
      ("Support/Low.swift", "Support", "struct Low { let high: High }"),
      ("Support/Holder.swift", "Support", "struct Holder {\n  enum High { case a }\n}"),
      ("Support/Quiet.swift", "Support", "// High\nlet name = \"High\""),
      ("Photometry/High.swift", "Photometry", "public struct High { let low: Low }"),
      ("Plants/Pick.swift", "SolspotData", "package struct Pick { let high: High }"),
    ]
    let files = sources.map { path, area, text in
      LibrarySource.File(path: path, area: area, code: LibrarySource.strip(text), text: text)
    }
    let scan = try AreaScan(files, order: ["SolspotData", "Support", "Photometry"])
    #expect(scan.backEdges == ["Support -> Photometry": ["High"]])
    #expect(scan.shadows == ["Support/Holder.swift High -> Photometry"])
    #expect(
      scan.edges == [
        "Support -> Photometry": ["High"], "Photometry -> Support": ["Low"],
      ])
  }

  /// A member a later area declares in an extension of an earlier area's type, used by the
  /// area in between, is a back edge; a name another area also declares (`value`) and an
  /// `init` are not, nor is the declaring area's own use.
  @Test("the scanner catches a back edge through an extension member")
  func catchesExtensionMember() throws {
    let sources = [
      ("Camera/Lens.swift", "Camera", "public struct Lens {\n  let value: Double\n}"),
      (
        "Photometry/Use.swift", "Photometry",
        "struct Use {\n  func f(_ lens: Lens) -> Bool { lens.widens(by: 1) && lens.value > 0 }\n}"
      ),
      (
        "Calibration/Lens+Wide.swift", "Calibration",
        """
        extension Lens {
          public func widens(by stops: Double) -> Bool {
            let inner = stops
            return inner > 0
          }
          var value2: Double { value }
          init(wide: Bool) { self.init(value: 1) }
        }
        """
      ),
      ("Calibration/Own.swift", "Calibration", "let own = Lens(value: 1).widens(by: 2)"),
    ]
    let files = sources.map { path, area, text in
      LibrarySource.File(path: path, area: area, code: LibrarySource.strip(text), text: text)
    }
    let scan = try AreaScan(files, order: ["SolspotData", "Camera", "Photometry", "Calibration"])
    #expect(scan.backEdges == ["Photometry -> Calibration": [".widens"]])
  }
}
