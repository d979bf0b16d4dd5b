import Testing

@testable import SolspotKit

/// Catalog-wide properties of the built-in catalog (docs/plant-catalog.md).
@Suite("Built-in catalog invariants")
struct CatalogInvariantTests {
  let catalog: PlantCatalog
  let matcher: PlantMatcher

  init() throws {
    catalog = try PlantCatalog.builtIn()
    matcher = try PlantMatcher()
  }

  /// Light levels from near darkness to full summer sun.
  static let levels: [Double] = [
    50, 150, 269, 400, 600, 800, 1_100, 1_600, 2_500, 4_000, 7_000, 10_000, 15_000, 19_999,
    20_000, 25_000, 40_000, 60_000, 100_000, 120_000,
  ]

  @Test("at least 200 plants, each with a tolerated minimum and a direct-sun attribute")
  func size() {
    #expect(catalog.plants.count >= 200)
    for plant in catalog.plants {
      #expect(plant.light.tolerated.min.lux != nil, "\(plant.id)")
      #expect(!plant.light.statements.isEmpty || plant.light.lightGroup != nil, "\(plant.id)")
    }
  }

  @Test(
    "every plant the issue names is in the catalog",
    arguments: [
      "peperomia", "Pilea peperomioides", "Fittonia albivenis", "kentia palm", "Scindapsus pictus",
      "Strelitzia reginae", "Pachira aquatica", "Christmas cactus", "string of hearts",
      "Monstera adansonii", "Ficus microcarpa", "olive tree", "dendrobium orchid",
      "fire-star orchid", "jewel orchid",
      "air plant", "rex begonia", "peace lily", "pinstripe calathea", "Boston fern",
      "maidenhair fern", "African violet", "tree maidenhair fern", "cast iron plant", "pothos",
      "ZZ plant", "snake plant",
    ])
  func named(_ name: String) {
    let found = catalog.plant(named: name) ?? catalog.search(name).first?.plant
    #expect(found != nil, "\(name)")
  }

  @Test("a plant that takes no direct sun is never good or possible at 20,000 lux or more")
  func shadePlants() {
    for plant in catalog.plants where plant.light.directSun.exposure == .none {
      for lux in Self.levels where lux >= 20_000 {
        #expect(matcher.match(plant, spot: .lux(lux)).verdict == .tooBright, "\(plant.id) \(lux)")
      }
    }
  }

  @Test("no plant is good or possible below its tolerated minimum, nor good outside its ideal")
  func minimum() {
    for plant in catalog.plants {
      let light = plant.light
      for lux in Self.levels {
        let verdict = matcher.match(plant, spot: .lux(lux)).verdict
        if lux < light.minimumLux { #expect(verdict == .tooDark, "\(plant.id) \(lux)") }
        if verdict == .good { #expect(light.ideal.contains(lux), "\(plant.id) \(lux)") }
        if verdict.isSuited { #expect(light.tolerated.contains(lux), "\(plant.id) \(lux)") }
      }
    }
  }

  @Test("tolerance above 20,000 lux comes only from the direct-sun attribute")
  func directSun() {
    for plant in catalog.plants {
      let light = plant.light
      let top = light.tolerated.max.lux ?? .infinity
      switch light.directSun.exposure {
      case .none: #expect(top <= 20_000, "\(plant.id)")
      // 25,000 lux: morning or filtered sun (docs/plant-catalog.md, "Direct sun").
      case .morningOrFiltered: #expect(top.isFinite && top <= 25_000, "\(plant.id)")
      case .full: break
      }
      if top > 20_000, light.tolerated.max.basis != .directSun {
        Issue.record("\(plant.id): a maximum above 20,000 lux that is not its direct sun's")
      }
    }
  }

  @Test("desert succulents, cacti, herbs and citrus need more light than the low band gives")
  func sunLovers() {
    for plant in catalog.plants {
      let group = plant.light.lightGroup ?? ""
      guard ["succulent", "cactus", "herb", "citrus", "sun"].contains(group),
        plant.group != .foliage
      else { continue }
      #expect(plant.light.minimumLux >= 2_500, "\(plant.id)")
    }
  }

  @Test("class words give the class's lower edge, flagged as resting on a class")
  func classEdges() throws {
    let low = try #require(catalog.classes["low"])
    #expect(low.min == 269)
    let pothos = try #require(catalog.plant(named: "pothos"))
    #expect(pothos.light.tolerated.min.lux == 269)
    #expect(pothos.light.tolerated.min.basis == .classRange)
    let zz = try #require(catalog.plant(named: "ZZ plant"))
    #expect(zz.light.tolerated.min.basis == .measured)
    #expect(zz.light.tolerated.min.grade == .a)
  }

  @Test("a plant with only its group's rule is flagged, and its bounds name the group's sources")
  func groupRules() throws {
    let fittonia = try #require(catalog.plant(named: "nerve plant"))
    #expect(fittonia.light.restsOnGroup)
    #expect(fittonia.light.tolerated.min.basis == .groupDefault)
    #expect(!fittonia.light.tolerated.min.sources.isEmpty)
    let group = try #require(fittonia.light.lightGroup.flatMap { catalog.groups[$0] })
    #expect(group.directSun == .none)
    for plant in catalog.plants where plant.light.restsOnGroup {
      #expect(plant.light.lightGroup.flatMap { catalog.groups[$0] } != nil, "\(plant.id)")
    }
  }

  @Test("disagreements name sources of the catalog and are kept, not averaged away")
  func disagreements() throws {
    let pachira = try #require(catalog.plant(named: "money tree"))
    #expect(pachira.light.disagreements.contains { $0.field == .directSun })
    for plant in catalog.plants {
      for item in plant.light.disagreements {
        #expect(catalog.sources[item.source] != nil, "\(plant.id)")
      }
    }
  }

  @Test("toxicity from ASPCA's lists (Pet Poison Helpline: toxic only); unknown is not safe")
  func toxicity() {
    let known = catalog.plants.filter {
      $0.toxicity.cats != .unknown && $0.toxicity.dogs != .unknown
    }
    for plant in catalog.plants where plant.toxicity.source != nil {
      #expect(["ASPCA", "PPH"].contains(plant.toxicity.source), "\(plant.id)")
      // The Pet Poison Helpline lists poisons: it never makes a plant safe.
      if plant.toxicity.source == "PPH" {
        #expect(plant.toxicity.cats != .nonToxic && plant.toxicity.dogs != .nonToxic)
      }
    }
    #expect(!catalog.plants.contains { $0.toxicity.source == nil && $0.toxicity.isPetSafe })
    // Measured figure, stated in docs/plant-catalog.md ("Pet toxicity").
    #expect(known.count >= 191)
  }
}
