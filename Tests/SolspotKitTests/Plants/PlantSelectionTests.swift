import Testing

@testable import SolspotKit

@Suite("Plant selection filters")
struct PlantSelectionTests {
  let catalog: PlantCatalog
  let matches: [PlantMatch]

  init() throws {
    catalog = try PlantFixtures.catalog()
    let table = try BandTable.builtIn()
    let medium = try #require(table.band(named: "medium"))
    matches = PlantMatcher(bands: table).matches(catalog.plants, spot: .band(medium))
  }

  @Test("pet-safe keeps only plants non-toxic to both cats and dogs")
  func petSafe() {
    let selection = PlantSelection(matches, filter: .init(petSafeOnly: true, includeAll: true))
    #expect(selection.shown.map(\.plant.id).sorted() == ["testus-lowlightus", "testus-solaris"])
    for plant in catalog.plants where !selection.shown.contains(where: { $0.plant == plant }) {
      let toxicity = plant.toxicity
      #expect(
        toxicity.cats == .toxic || toxicity.dogs == .toxic || toxicity.cats == .unknown
          || toxicity.dogs == .unknown, "\(plant.id)")
    }
    #expect(selection.petUnsafe == catalog.plants.count - 2)
  }

  @Test("by default the suited and possibly suited plants are shown, the rest counted")
  func defaults() {
    let selection = PlantSelection(matches, filter: .init())
    #expect(
      selection.shown.map(\.plant.id) == [
        "testus-mediocris", "testus-serpens", "testus-lowlightus", "testus-partialis",
      ])
    #expect(selection.hidden == [.unknown: 1, .notSuited: 2])
    #expect(selection.petUnsafe == 0 && selection.overLimit == 0)
  }

  @Test("only one verdict, and a limit, in ranking order")
  func onlyAndLimit() {
    let tolerates = PlantSelection(matches, filter: .init(only: .tolerates))
    #expect(tolerates.shown.map(\.plant.id) == ["testus-lowlightus", "testus-partialis"])
    #expect(tolerates.hidden[.thrives] == 2)
    let limited = PlantSelection(matches, filter: .init(only: .thrives, limit: 1))
    #expect(limited.shown.map(\.plant.id) == ["testus-mediocris"])
    #expect(limited.overLimit == 1)
  }
}
