import Testing

@testable import SolspotKit

/// The shipped catalog, `Data/plants.json`. The tests that need real plants are conditional on
/// the catalog having any, so that the code can be built and tested before the data exists.
@Suite("Built-in plant catalog")
struct BuiltInCatalogTests {
  /// Whether the built-in catalog has plants (it is an empty placeholder until the data lands).
  static let hasPlants = ((try? PlantCatalog.builtIn())?.plants.isEmpty == false)

  @Test("Data/plants.json is built in, loads and passes every rule")
  func loads() throws {
    #expect(BuiltInData.paths.contains("Data/plants.json"))
    let catalog = try PlantCatalog.builtIn()
    #expect(catalog.conversion.contains("10.764"))
  }
}
