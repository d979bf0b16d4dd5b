import Testing

@testable import SolspotKit

/// The shipped catalog, `Data/plants.json`. The tests that need real plants are conditional on
/// the catalog having any (`hasPlants`), so that the code builds and tests against an empty
/// placeholder before the researched data is merged; with the data they all run.
@Suite("Built-in plant catalog")
struct BuiltInCatalogTests {
  /// Whether the built-in catalog has plants.
  static let hasPlants = ((try? PlantCatalog.builtIn())?.plants.isEmpty == false)

  @Test("Data/plants.json is built in, loads and passes every rule")
  func loads() throws {
    #expect(BuiltInData.paths.contains("Data/plants.json"))
    let catalog = try PlantCatalog.builtIn()
    #expect(catalog.conversion.contains("10.764"))
  }

  @Test("at least 150 plants, in every group", .enabled(if: hasPlants))
  func size() throws {
    let catalog = try PlantCatalog.builtIn()
    #expect(catalog.plants.count >= 150)
    #expect(Set(catalog.plants.map(\.group)) == Set(Plant.Group.allCases))
  }

  @Test(
    "every plant is reachable by its botanical name, synonyms and common names",
    .enabled(if: hasPlants))
  func reachable() throws {
    let catalog = try PlantCatalog.builtIn()
    for plant in catalog.plants {
      #expect(!plant.commonNames.isEmpty, "\(plant.id) has a common name")
      for name in plant.names + [plant.id] {
        #expect(catalog.plant(named: name) == plant, "\(name)")
        let first = catalog.search(name).first
        #expect(first?.plant == plant && first?.quality == .exact, "\(name)")
      }
    }
  }

  @Test("'snake' finds Dracaena trifasciata, also by its old name", .enabled(if: hasPlants))
  func snakePlant() throws {
    let catalog = try PlantCatalog.builtIn()
    #expect(catalog.search("snake").first?.plant.botanicalName == "Dracaena trifasciata")
    #expect(catalog.plant(named: "sansevieria trifasciata")?.id == "dracaena-trifasciata")
  }

  @Test(
    "each band returns the plants whose known ranges contain it and none whose do not",
    .enabled(if: hasPlants))
  func bands() throws {
    let catalog = try PlantCatalog.builtIn()
    let table = try BandTable.builtIn()
    let matcher = PlantMatcher(bands: table)
    let ids = table.bands.map(\.id)
    for (column, band) in table.bands.enumerated() {
      for match in matcher.matches(catalog.plants, spot: .band(band)) {
        let light = match.plant.light
        let min = light.minBand.flatMap { ids.firstIndex(of: $0) }
        let ideal = light.idealBand.flatMap { ids.firstIndex(of: $0) }
        let max = light.maxBand.flatMap { ids.firstIndex(of: $0) }
        // The known range: from minBand to maxBand, ending at the ideal band (or the other
        // limit) on a side no source gives.
        let low = min ?? ideal ?? max
        let high = max ?? ideal ?? min
        let suited = match.suitability == .thrives || match.suitability == .tolerates
        if let low, let high, low <= column, column <= high {
          #expect(suited, "\(match.plant.id) at \(band.id)")
          #expect((match.suitability == .thrives) == (ideal == column))
        } else {
          #expect(!suited, "\(match.plant.id) at \(band.id)")
          let beyondKnownLimit =
            (min.map { column < $0 } ?? false)
            || (max.map { column > $0 && light.maxBasis != .tolerated } ?? false)
          #expect(
            match.suitability == (beyondKnownLimit ? .notSuited : .unknown),
            "\(match.plant.id) at \(band.id)")
        }
      }
    }
  }

  @Test("pet-safe excludes every plant toxic to cats or dogs, or unknown", .enabled(if: hasPlants))
  func petSafe() throws {
    let catalog = try PlantCatalog.builtIn()
    let table = try BandTable.builtIn()
    let matcher = PlantMatcher(bands: table)
    for band in table.bands {
      let all = matcher.matches(catalog.plants, spot: .band(band))
      let safe = PlantSelection(all, filter: .init(petSafeOnly: true, includeAll: true))
      for match in safe.shown {
        #expect(match.plant.toxicity.cats == .nonToxic && match.plant.toxicity.dogs == .nonToxic)
      }
      let expected = catalog.plants.filter {
        $0.toxicity.cats == .nonToxic && $0.toxicity.dogs == .nonToxic
      }
      #expect(safe.shown.count == expected.count)
      #expect(safe.petUnsafe == catalog.plants.count - expected.count)
    }
  }

  @Test(
    "every toxicity verdict comes from the ASPCA; light never only from a templated source",
    .enabled(if: hasPlants))
  func sources() throws {
    let catalog = try PlantCatalog.builtIn()
    for plant in catalog.plants {
      if plant.toxicity.cats != .unknown || plant.toxicity.dogs != .unknown {
        let source = try #require(plant.toxicity.source.flatMap { catalog.sources[$0] })
        #expect(source.kind == .aspca, "\(plant.id)")
      }
      #expect(
        plant.light.evidence.contains { catalog.sources[$0.source]?.isTemplated == false },
        "\(plant.id)")
      for evidence in plant.light.evidence {
        #expect(!evidence.says.isEmpty)
      }
    }
  }
}
