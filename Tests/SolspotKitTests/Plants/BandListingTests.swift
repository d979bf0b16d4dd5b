import Testing

@testable import SolspotKit

/// A band named without a measurement (docs/plant-matching.md, "A band").
@Suite("Band listings")
struct BandListingTests {
  let catalog: PlantCatalog
  let bands: BandTable
  let matcher: PlantMatcher

  init() throws {
    catalog = try PlantCatalog.builtIn()
    bands = try BandTable.builtIn()
    matcher = PlantMatcher(bands: bands)
  }

  func listing(_ id: String) throws -> BandListing {
    let band = try #require(bands.bands.first { $0.id == id })
    return BandListing(band: band, plants: catalog.plants, matcher: matcher)
  }

  @Test("low: the low-light staples first, no desert succulent or cactus, herb or citrus")
  func low() throws {
    let low = try listing("low")
    let first = try #require(low.groups.first)
    #expect(first.depth == .dimmest)
    // As the text shows them: 12 of the first group, then the next.
    let shown = Array(first.matches.prefix(12)) + (low.groups.dropFirst().first?.matches ?? [])
    let firstFifteen = shown.prefix(15).map(\.plant.id)
    for id in [
      "zamioculcas-zamiifolia", "dracaena-trifasciata", "epipremnum-aureum",
      "aspidistra-elatior", "spathiphyllum",
    ] {
      #expect(firstFifteen.contains(id), "\(id)")
    }
    let offered = low.groups.flatMap(\.matches).map(\.plant)
    for plant in offered {
      // Forest cacti (Christmas cactus) take a north window (TAMU, House Digest); desert
      // succulents and cacti, and herbs, do not.
      let desert =
        [.succulent, .cactus, .herb].contains(plant.group)
        && plant.light.lightGroup != "epicactus"
      #expect(!desert, "\(plant.id)")
      #expect(plant.light.directSun.exposure != .full || plant.light.minimumLux < 1_000)
    }
    #expect(!low.tooDark.isEmpty)
    #expect(low.tooBright.isEmpty)
  }

  @Test("groups go from the largest share of the band down; within one, the best fit first")
  func order() throws {
    for id in ["low", "medium", "bright-indirect"] {
      let listing = try listing(id)
      let band = try #require(bands.bands.first { $0.id == id })
      let shares = listing.groups.map { group in
        group.depth == .wholeBand
          ? 2 : group.matches.map { BandListing.share(of: $0.plant.light, in: band) }.max() ?? 0
      }
      #expect(shares == shares.sorted(by: >), "\(id)")
      for group in listing.groups {
        let minimums = group.matches.map(\.plant.light.minimumLux)
        #expect(group.lowestMinimum == minimums.min())
        switch group.depth {
        case .wholeBand:
          // Best fit first: the share of the band inside the ideal range, largest first.
          let ideal = group.matches.map {
            (BandListing.share(of: $0.plant.light.ideal, in: band) * 100).rounded()
          }
          #expect(ideal == ideal.sorted(by: >), "\(id)")
        case .upTo:
          let maximums = group.matches.map { $0.plant.light.tolerated.max.lux ?? .infinity }
          #expect(maximums == maximums.sorted(by: >), "\(id)")
        default:
          #expect(minimums == minimums.sorted(), "\(id) \(group.depth)")
        }
      }
      for match in listing.groups.flatMap(\.matches) {
        #expect(match.plant.light.minimumLux < (band.upperLux ?? .infinity))
      }
      for match in listing.tooDark {
        #expect(match.plant.light.minimumLux >= (band.upperLux ?? .infinity))
      }
    }
  }

  @Test("bright indirect: only plants whose range holds the whole band take all of it")
  func brightIndirect() throws {
    let listing = try listing("bright-indirect")
    let band = try #require(bands.bands.first { $0.id == "bright-indirect" })
    let whole = try #require(listing.groups.first { $0.depth == .wholeBand })
    #expect(listing.groups.first?.depth == .wholeBand)
    for match in whole.matches {
      #expect(match.plant.light.minimumLux <= 10_000)
      #expect((match.plant.light.tolerated.max.lux ?? .infinity) >= 20_000)
      #expect(BandListing.share(of: match.plant.light, in: band) == 1)
    }
    let part = try #require(listing.groups.first { $0.depth == .upTo })
    #expect(part.matches.map(\.plant.id).contains("phalaenopsis"))
    #expect(!whole.matches.map(\.plant.id).contains("phalaenopsis"))
    for match in part.matches {
      let maximum = try #require(match.plant.light.tolerated.max.lux)
      #expect(maximum < 20_000 && maximum > 10_000)
      #expect(BandListing.share(of: match.plant.light, in: band) < 1)
    }
  }

  @Test("direct: sun lovers first; shade plants are warned off")
  func direct() throws {
    let direct = try listing("direct")
    #expect(direct.groups.map(\.depth) == [.fullSun, .filteredSun])
    let warned = Set(direct.tooBright.map(\.plant.id))
    for id in [
      "nephrolepis-exaltata", "goeppertia-ornata", "spathiphyllum", "streptocarpus-ionanthus",
      "phalaenopsis", "adiantum-raddianum", "didymochlaena-truncatula",
    ] {
      #expect(warned.contains(id), "\(id)")
    }
    for match in direct.tooBright {
      #expect((match.plant.light.tolerated.max.lux ?? .infinity) <= 20_000)
    }
    let sunny = try #require(direct.groups.first).matches
    #expect(sunny.allSatisfy { $0.plant.light.directSun.exposure == .full })
  }

  @Test("the depth of a plant follows its minimum's place in the band, in stops")
  func depth() throws {
    let low = try #require(bands.bands.first { $0.id == "low" })
    let medium = try #require(bands.bands.first { $0.id == "medium" })
    func light(_ minimum: Double) -> PlantLight {
      PlantMatcherTests.plant(low: minimum, idealLow: max(minimum, 3_000)).light
    }
    #expect(BandListing.depth(of: light(269), in: low) == .dimmest)
    #expect(BandListing.depth(of: light(800), in: low) == .middle)
    #expect(BandListing.depth(of: light(1_600), in: low) == .brightEnd)
    #expect(BandListing.depth(of: light(1_600), in: medium) == .wholeBand)
    #expect(BandListing.depth(of: light(3_229), in: medium) == .dimmest)
    // A maximum inside the band: the plant takes only part of it, whatever its minimum.
    let bright = try #require(bands.bands.first { $0.id == "bright-indirect" })
    let orchid = PlantMatcherTests.plant(low: 1_100, high: 16_000, idealLow: 3_000).light
    #expect(BandListing.depth(of: orchid, in: bright) == .upTo)
    #expect(BandListing.depth(of: orchid, in: medium) == .wholeBand)
    #expect(BandListing.share(of: orchid, in: bright) > 0.67)
    #expect(BandListing.share(of: orchid, in: bright) < 0.68)
    #expect(BandListing.share(of: light(1_600), in: medium) == 1)
  }
}
