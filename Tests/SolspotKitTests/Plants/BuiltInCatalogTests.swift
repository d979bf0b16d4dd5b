import Testing

@testable import SolspotKit

/// The shipped catalog, `Data/plants.json`, always built in: every test here runs, and fails if
/// the catalog is missing, empty or broken.
@Suite("Built-in plant catalog")
struct BuiltInCatalogTests {
  @Test("Data/plants.json is built in, loads and passes every rule")
  func loads() throws {
    #expect(BuiltInData.paths.contains("Data/plants.json"))
    let catalog = try PlantCatalog.builtIn()
    #expect(catalog.conversion.contains("10.764"))
  }

  @Test("at least 150 plants, in every group")
  func size() throws {
    let catalog = try PlantCatalog.builtIn()
    #expect(catalog.plants.count >= 150)
    #expect(Set(catalog.plants.map(\.group)) == Set(Plant.Group.allCases))
  }

  @Test(
    "every plant is reachable by its botanical name, synonyms and common names")
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

  @Test("'snake' finds Dracaena trifasciata, also by its old name")
  func snakePlant() throws {
    let catalog = try PlantCatalog.builtIn()
    #expect(catalog.search("snake").first?.plant.botanicalName == "Dracaena trifasciata")
    #expect(catalog.plant(named: "sansevieria trifasciata")?.id == "dracaena-trifasciata")
  }

  /// The lux values the property tests below try: every figure of the plant, just below and
  /// just above it, and fixed points across the bands.
  static func probes(_ plant: Plant) -> [Double] {
    let lux = plant.light.lux
    let figures = [lux.min, lux.idealMin, lux.idealMax, lux.max].compactMap { $0 }
    return [20, 110, 500, 1000, 2400, 5000, 9000, 12000, 18000, 30000, 80000]
      + figures.flatMap { [$0 * 0.98, $0, $0 * 1.02] }
  }

  @Test("below its own minimum no plant thrives or tolerates: it is too dark (the fern that dies)")
  func belowMinimum() throws {
    let catalog = try PlantCatalog.builtIn()
    let matcher = PlantMatcher(bands: try BandTable.builtIn(), catalog: catalog)
    var checked = 0
    for plant in catalog.plants {
      guard let minimum = plant.light.lux.min else { continue }
      for lux in Self.probes(plant) where lux < minimum {
        let match = matcher.match(plant, spot: .lux(lux))
        #expect(
          [.notSuited, .mayNotSuit].contains(match.suitability) && match.limit == .tooDark,
          "\(plant.id) at \(lux) lux: \(match.suitability)")
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  @Test("at and just above its own minimum every plant takes the light (no empty range)")
  func aboveMinimum() throws {
    let catalog = try PlantCatalog.builtIn()
    let bands = try BandTable.builtIn()
    let matcher = PlantMatcher(bands: bands, catalog: catalog)
    var checked = 0
    for plant in catalog.plants {
      let lux = plant.light.lux
      guard let minimum = lux.min, lux.max.map({ $0 > minimum * 1.02 }) ?? true else { continue }
      let profile = LightProfile(plant.light, bands: bands)
      #expect(profile.hasRange, "\(plant.id) has no range above its minimum")
      for probe in [minimum, minimum * 1.02] {
        let match = matcher.match(plant, spot: .lux(probe))
        #expect(
          [.thrives, .tolerates, .maySuit].contains(match.suitability),
          "\(plant.id) at \(probe) lux: \(match.suitability): \(match.reason)")
        #expect(!match.reason.contains("no source gives figures"), "\(plant.id)")
      }
      checked += 1
    }
    #expect(checked > 100)
  }

  @Test("a source's figure below another's minimum does not end the range: aloe")
  func disagreeingMinimum() throws {
    // Illinois Extension: succulents need bright light, 300 fc (3,229 lux); Charley's: 1,000
    // fc (10,764 lux), the higher minimum kept. Neither says how much more aloe takes, so the
    // bright indirect band's end stands in (docs/plant-matching.md).
    let catalog = try PlantCatalog.builtIn()
    let matcher = PlantMatcher(bands: try BandTable.builtIn(), catalog: catalog)
    let aloe = try #require(catalog.plant(named: "aloe"))
    let inside = matcher.match(aloe, spot: .lux(15000))
    #expect(inside.suitability == .maySuit)
    #expect(
      inside.reason.hasPrefix(
        "takes 10,800–20,000 lux (CHARLEYS; 20,000 lux is where the bright indirect band ends, "
          + "as no source gives that figure)"))
    let above = matcher.match(aloe, spot: .lux(25000))
    #expect(above.suitability == .unknown)
    #expect(
      above.reason.hasPrefix(
        "no source gives an upper limit or an upper figure, so its known range is taken only to "
          + "20,000 lux, where the bright indirect band ends"))
  }

  @Test("the known range reaches the ideal's upper figure")
  func idealMaxIsKnown() throws {
    let catalog = try PlantCatalog.builtIn()
    let matcher = PlantMatcher(bands: try BandTable.builtIn(), catalog: catalog)
    var checked = 0
    for plant in catalog.plants {
      let lux = plant.light.lux
      guard let low = lux.idealMin, let high = lux.idealMax, low < high else { continue }
      let inside = Swift.max(low, high * 0.99)
      guard lux.min.map({ inside >= $0 }) ?? true, lux.max.map({ inside < $0 }) ?? true else {
        continue
      }
      let match = matcher.match(plant, spot: .lux(inside))
      #expect(
        [.thrives, .maySuit].contains(match.suitability),
        "\(plant.id) at \(inside) lux: \(match.suitability): \(match.reason)")
      #expect(!match.reason.contains("cover"))
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test("a verdict that rests on statements about a genus or group alone is never firm")
  func groupOnly() throws {
    let catalog = try PlantCatalog.builtIn()
    let matcher = PlantMatcher(bands: try BandTable.builtIn(), catalog: catalog)
    let groupOnly = catalog.plants.filter { plant in
      plant.light.evidence.allSatisfy { $0.scope != .plant }
    }
    #expect(!groupOnly.isEmpty)
    for plant in groupOnly {
      for lux in Self.probes(plant) {
        let match = matcher.match(plant, spot: .lux(lux))
        #expect(
          ![.thrives, .tolerates, .notSuited].contains(match.suitability),
          "\(plant.id) at \(lux) lux: \(match.suitability)")
        if match.suitability == .maySuit || match.suitability == .mayNotSuit {
          #expect(match.reason.contains("based only on a statement about"), "\(plant.id)")
        }
      }
    }
  }

  @Test("a band is suited only when every zone it overlaps is in the plant's range")
  func bands() throws {
    let catalog = try PlantCatalog.builtIn()
    let table = try BandTable.builtIn()
    let matcher = PlantMatcher(bands: table, catalog: catalog)
    for band in table.bands {
      for match in matcher.matches(catalog.plants, spot: .band(band)) {
        let overlapped = matcher.profile(of: match.plant).zones.filter {
          $0.lower < (band.upperLux ?? .infinity) && $0.upper > (band.lowerLux ?? 0)
        }
        let inRange = overlapped.map { $0.fit == .thrives || $0.fit == .tolerates }
        if match.suitability.isSuited {
          #expect(inRange.allSatisfy { $0 }, "\(match.plant.id) at \(band.id)")
        }
        if inRange.contains(true) && inRange.contains(false) {
          #expect(match.suitability == .depends, "\(match.plant.id) at \(band.id)")
        }
        #expect(match.rangeProbability == nil)
      }
    }
  }

  @Test("pet-safe excludes every plant toxic to cats or dogs, or unknown")
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
    "every toxicity verdict comes from the ASPCA; light never only from a templated source")
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

  @Test("sources cited only in notes are among a plant's sources: pothos and NYBG-POTHOS")
  func noteSources() throws {
    let catalog = try PlantCatalog.builtIn()
    let pothos = try #require(catalog.plant(named: "pothos"))
    let ids = catalog.sources(of: pothos).map(\.id)
    for id in ["NYBG-POTHOS", "ILLINOIS-NELSON", "AP-2014-LIGHT", "TROPICOPIA"] {
      #expect(ids.contains(id), "\(id)")
    }
    #expect(!pothos.light.evidence.contains { $0.source == "NYBG-POTHOS" })
    // Every note that names a source by its id names one of the catalog's.
    for plant in catalog.plants {
      for id in plant.light.noteSources {
        #expect(catalog.sources[id] != nil, "\(plant.id): \(id)")
      }
    }
  }
}
