import SolspotKit
import Testing

@testable import solspot

/// A plant's name as people read it, composed from the catalog's names.
@Suite("Plant names as text")
struct PlantWordsTests {
  @Test("the botanical name, then the first common name in brackets, or the botanical alone")
  func displayName() throws {
    let catalog = try PlantCatalog.builtIn()
    let plant = try #require(catalog.plant(named: "olea-europaea"))
    #expect(PlantWords.displayName(plant) == "Olea europaea (olive tree)")
    let nameless = Plant(
      id: plant.id, botanicalName: plant.botanicalName, synonyms: plant.synonyms,
      group: plant.group, light: plant.light, toxicity: plant.toxicity)
    #expect(PlantWords.displayName(nameless) == "Olea europaea")
  }
}
