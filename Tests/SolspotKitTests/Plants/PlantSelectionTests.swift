import Testing

@testable import SolspotKit

@Suite("Plant selection filters")
struct PlantSelectionTests {
  let catalog: PlantCatalog
  let matches: [PlantMatch]

  init() throws {
    catalog = try PlantFixtures.catalog()
    let table = try BandTable.builtIn()
    matches = PlantMatcher(bands: table, catalog: catalog).matches(catalog.plants, spot: .lux(5000))
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

  @Test("cat-safe and dog-safe each keep the plants listed as non-toxic to that animal")
  func oneAnimal() {
    let cats = PlantSelection(matches, filter: .init(catSafeOnly: true, includeAll: true))
    #expect(
      cats.shown.map(\.plant.id).sorted() == [
        "testus-lowlightus", "testus-partialis", "testus-solaris",
      ])
    #expect(cats.petUnsafe == catalog.plants.count - 3)
    let dogs = PlantSelection(matches, filter: .init(dogSafeOnly: true, includeAll: true))
    #expect(
      dogs.shown.map(\.plant.id).sorted() == [
        "testus-lowlightus", "testus-mediocris", "testus-solaris",
      ])
    let both = PlantSelection.Filter(catSafeOnly: true, dogSafeOnly: true)
    #expect(both.petSafeOnly && both == PlantSelection.Filter(petSafeOnly: true))
  }

  @Test("by default the suited and possibly suited plants are shown, the rest counted")
  func defaults() {
    let selection = PlantSelection(matches, filter: .init())
    #expect(
      selection.shown.map(\.plant.id) == [
        "testus-mediocris", "testus-serpens", "testus-violetta", "testus-lowlightus",
        "testus-partialis", "testus-mixtus",
      ])
    #expect(selection.hidden == [.unknown: 1, .mayNotSuit: 1, .notSuited: 2])
    #expect(selection.petUnsafe == 0 && selection.overLimit == 0)
  }

  @Test("only one verdict, and a limit, in ranking order")
  func onlyAndLimit() {
    let tolerates = PlantSelection(matches, filter: .init(only: .tolerates))
    #expect(tolerates.shown.map(\.plant.id) == ["testus-lowlightus", "testus-partialis"])
    #expect(tolerates.hidden[.thrives] == 3)
    let limited = PlantSelection(matches, filter: .init(only: .thrives, limit: 1))
    #expect(limited.shown.map(\.plant.id) == ["testus-mediocris"])
    #expect(limited.overLimit == 2)
  }
}
