import Foundation
import Testing

@testable import SolspotKit

@Suite("Plant catalog loading and validation")
struct PlantCatalogTests {
  @Test("the fictional fixture loads with every plant, name and source")
  func fixtureLoads() throws {
    let catalog = try PlantFixtures.catalog()
    #expect(
      catalog.plants.map(\.id) == [
        "testus-lowlightus", "testus-mediocris", "testus-brillans", "testus-solaris",
        "testus-ignotus", "testus-partialis", "testus-serpens", "testus-violetta",
        "testus-gregarius", "testus-mixtus",
      ])
    #expect(catalog.sources.count == 5)
    let serpens = try #require(catalog.plant(named: "testus-serpens"))
    #expect(serpens.synonyms == ["Serpentia testifolia"])
    #expect(serpens.group == .succulent)
    #expect(serpens.light.evidence[0].figure == LightFigure(min: 50, max: nil, unit: .footCandle))
    #expect(serpens.light.evidence[0].lux == LuxBounds(min: 538, max: nil))
    #expect(catalog.sources(of: serpens).map(\.id) == ["TEST-ASPCA", "TEST-EXT", "TEST-GARDEN"])
    let mediocris = try #require(catalog.plant(named: "testus-mediocris"))
    #expect(mediocris.toxicity.listing == "Testus (test listing)")
    #expect(mediocris.toxicity.cats == .toxic && mediocris.toxicity.dogs == .nonToxic)
  }

  @Test("a statement's scope defaults to the plant itself; a genus or group one names it")
  func scopes() throws {
    let catalog = try PlantFixtures.catalog()
    let serpens = try #require(catalog.plant(named: "testus-serpens"))
    #expect(serpens.light.evidence.allSatisfy { $0.scope == .plant && $0.about == nil })
    let gregarius = try #require(catalog.plant(named: "testus-gregarius"))
    #expect(gregarius.light.evidence[0].scope == .group)
    #expect(gregarius.light.evidence[0].about == "test succulents")
    let mixtus = try #require(catalog.plant(named: "testus-mixtus"))
    #expect(mixtus.light.evidence.map(\.scope) == [.plant, .genus])
  }

  @Test(
    "a note's leading source id is read only where it looks like one",
    arguments: [
      ("NYBG-POTHOS: prefers bright, filtered light", "NYBG-POTHOS"),
      ("CBG-HERBS (group statement): most herbs need sun", "CBG-HERBS"),
      ("TAMU-REFGUIDE (Sansevieria): bright light", "TAMU-REFGUIDE"),
      ("EDIS: lower light also works", "EDIS"),
      ("AP-2014-LIGHT: still flowers at about 500 fc", "AP-2014-LIGHT"),
      ("EDIS rules out direct sun but gives no figure for it", nil),
      ("Tropicopia says it tolerates full sun", nil),
      ("Hy-Vee: an east or west window", nil),
      ("UV (ultraviolet) light fades the leaves", nil),
      ("ASPCA's listings disagree", nil),
      ("A: one letter is no id", nil),
      ("AB-: a trailing hyphen is no id", nil),
      ("TEST (an open bracket: never closed", nil),
      ("no source gives an upper light limit", nil),
    ] as [(String, String?)])
  func noteSource(_ note: String, _ id: String?) {
    #expect(PlantLight.citedSource(inNote: note) == id)
  }

  @Test("a source cited only at the start of a note is one of the plant's sources")
  func noteSourcesListed() throws {
    let catalog = try PlantFixtures.catalog()
    let plant = try #require(catalog.plant(named: "testus-lowlightus"))
    #expect(plant.light.noteSources == ["TEST-WORDS"])
    #expect(
      catalog.sources(of: plant).map(\.id) == [
        "TEST-ASPCA", "TEST-EXT", "TEST-GARDEN", "TEST-WORDS",
      ])
  }

  @Test("a plant survives encoding and decoding unchanged")
  func roundTrip() throws {
    let catalog = try PlantFixtures.catalog()
    for plant in catalog.plants {
      let data = try JSONEncoder().encode(plant)
      #expect(try JSONDecoder().decode(Plant.self, from: data) == plant)
    }
    for (_, source) in catalog.sources {
      let data = try JSONEncoder().encode(source)
      #expect(try JSONDecoder().decode(PlantSource.self, from: data) == source)
    }
  }

  @Test("converted figures may be rounded to whole lux or two significant figures, no more")
  func rounding() {
    // 100 fc is 1,076.4 lux.
    #expect(PlantCatalogValidation.isRounding(1076, of: 1076.4))
    #expect(PlantCatalogValidation.isRounding(1100, of: 1076.4))
    #expect(!PlantCatalogValidation.isRounding(1000, of: 1076.4))
    #expect(!PlantCatalogValidation.isRounding(1080, of: 1076.4))
    #expect(PlantCatalogValidation.isRounding(269, of: 269.1))
    #expect(PlantCatalogValidation.isRounding(0, of: 0))
  }

  /// A broken catalog and the field and reason its error must name.
  struct BrokenCase: CustomTestStringConvertible, Sendable {
    let name: String
    let edit: @Sendable (inout [String: Any]) -> Void
    let field: String
    let reason: String
    var testDescription: String { name }
  }

  static let brokenCases: [BrokenCase] = [
    BrokenCase(
      name: "unknown band",
      edit: { $0.editPlant("testus-lowlightus") { $0.edit("light") { $0["minBand"] = "bright" } } },
      field: "plants[testus-lowlightus].light.minBand",
      reason: "unknown band 'bright' (known: low, medium, bright-indirect, direct)"),
    BrokenCase(
      name: "minBand above maxBand",
      edit: {
        $0.editPlant("testus-lowlightus") {
          $0.edit("light") {
            $0["minBand"] = "medium"
            $0["maxBand"] = "low"
          }
        }
      },
      field: "plants[testus-lowlightus].light.minBand", reason: "'medium' is above maxBand 'low'"),
    BrokenCase(
      name: "ideal band outside the range",
      edit: {
        $0.editPlant("testus-lowlightus") { $0.edit("light") { $0["idealBand"] = "direct" } }
      },
      field: "plants[testus-lowlightus].light.idealBand", reason: "'direct' is outside the range"),
    BrokenCase(
      name: "lux min above max",
      edit: {
        $0.editPlant("testus-lowlightus") {
          $0.edit("light") { $0.edit("lux") { $0["min"] = 6000 } }
        }
      },
      field: "plants[testus-lowlightus].light.lux.min", reason: "6000 lux is above max 5382 lux"),
    BrokenCase(
      name: "ideal lux below the minimum without a disagreement",
      edit: {
        $0.editPlant("testus-lowlightus") {
          $0.edit("light") { $0.edit("lux") { $0["idealMin"] = 100 } }
        }
      },
      field: "plants[testus-lowlightus].light.lux.idealMin",
      reason: "100 lux is below lux.min 269 lux; a plant whose sources disagree must say so"),
    BrokenCase(
      name: "minBand not the band of lux.min",
      edit: {
        $0.editPlant("testus-mediocris") {
          $0.edit("light") { $0.edit("lux") { $0["min"] = 2000 } }
        }
      },
      field: "plants[testus-mediocris].light.minBand",
      reason: "must be 'low', the band of lux.min 2000 lux, not 'medium'"),
    BrokenCase(
      name: "maxBand not the band of lux.max",
      edit: {
        $0.editPlant("testus-mediocris") {
          $0.edit("light") { $0.edit("lux") { $0["max"] = 25000 } }
        }
      },
      field: "plants[testus-mediocris].light.maxBand",
      reason: "must be 'direct', the band of lux.max 25000 lux, not 'bright-indirect'"),
    BrokenCase(
      name: "idealBand not the band of lux.idealMin",
      edit: {
        $0.editPlant("testus-mediocris") {
          $0.edit("light") {
            $0.edit("lux") {
              $0["idealMin"] = 11000
              $0["idealMax"] = 11500
            }
          }
        }
      },
      field: "plants[testus-mediocris].light.idealBand",
      reason: "must be 'bright-indirect', the band of lux.idealMin 11000 lux, not 'medium'"),
    BrokenCase(
      name: "a band without its lux figure",
      edit: {
        $0.editPlant("testus-partialis") {
          $0.edit("light") { $0.edit("lux") { $0["min"] = NSNull() } }
        }
      },
      field: "plants[testus-partialis].light.minBand",
      reason: "must be null while lux.min is unknown"),
    BrokenCase(
      name: "duplicate id",
      edit: { $0.editPlant("testus-mediocris") { $0["id"] = "testus-lowlightus" } },
      field: "plants[testus-lowlightus].id", reason: "another plant has the id 'testus-lowlightus'"),
    BrokenCase(
      name: "a common name of another plant, in other case",
      edit: {
        $0.editPlant("testus-mediocris") {
          $0["commonNames"] = ["test medium plant", "Test Shade PLANT"]
        }
      },
      field: "plants[testus-mediocris].commonNames[1]",
      reason: "'Test Shade PLANT' is also a name of 'testus-lowlightus'"),
    BrokenCase(
      name: "a synonym equal to another plant's botanical name, with accents",
      edit: { $0.editPlant("testus-serpens") { $0["synonyms"] = ["Téstus Sôlaris"] } },
      field: "plants[testus-serpens].synonyms[0]",
      reason: "'Téstus Sôlaris' is also a name of 'testus-solaris'"),
    BrokenCase(
      name: "evidence citing an unknown source",
      edit: { $0.editPlant("testus-lowlightus") { $0.editEvidence(0) { $0["source"] = "NOPE" } } },
      field: "plants[testus-lowlightus].light.evidence[0].source",
      reason: "cites 'NOPE', which is not in sources"),
    BrokenCase(
      name: "no evidence",
      edit: { $0.editPlant("testus-ignotus") { $0.edit("light") { $0["evidence"] = [Any]() } } },
      field: "plants[testus-ignotus].light.evidence", reason: "is empty"),
    BrokenCase(
      name: "only a templated source",
      edit: {
        $0.editPlant("testus-solaris") {
          $0.edit("light") { light in
            light["evidence"] = (light["evidence"] as? [Any]).map { Array($0.suffix(1)) }
          }
        }
      },
      field: "plants[testus-solaris].light.evidence",
      reason: "cites only templated sources (TEST-TEMPLATE)"),
    BrokenCase(
      name: "a unit other than lux or fc",
      edit: {
        $0.editPlant("testus-lowlightus") {
          $0.editEvidence(1) { $0.edit("figure") { $0["unit"] = "W/m2" } }
        }
      },
      field: "plants[testus-lowlightus].light.evidence[1].figure.unit",
      reason: "unknown unit 'W/m2' (expected lux, fc)"),
    BrokenCase(
      name: "a term in another unit",
      edit: {
        $0.edit("sources") {
          $0.edit("TEST-EXT") { $0.edit("terms") { $0.edit("low light") { $0["unit"] = "ppfd" } } }
        }
      },
      field: "sources[TEST-EXT].terms.low light.unit", reason: "unknown unit 'ppfd'"),
    BrokenCase(
      name: "lux not the figure converted",
      edit: {
        $0.editPlant("testus-lowlightus") {
          $0.editEvidence(0) { $0.edit("lux") { $0["min"] = 250 } }
        }
      },
      field: "plants[testus-lowlightus].light.evidence[0].lux.min",
      reason: "250 lux is not 25 fc converted (269.1 lux at 10.764 lux per foot-candle)"),
    BrokenCase(
      name: "a figure bound without its lux",
      edit: {
        $0.editPlant("testus-lowlightus") {
          $0.editEvidence(0) { $0.edit("lux") { $0["max"] = NSNull() } }
        }
      },
      field: "plants[testus-lowlightus].light.evidence[0].lux.max",
      reason: "is missing, but figure.max is given"),
    BrokenCase(
      name: "lux without a figure",
      edit: {
        $0.editPlant("testus-ignotus") { $0.editEvidence(0) { $0["lux"] = ["min": 100] } }
      },
      field: "plants[testus-ignotus].light.evidence[0].lux",
      reason: "is given without the source's own figure"),
    BrokenCase(
      name: "terms of a source without terms",
      edit: { $0.editPlant("testus-mediocris") { $0.editEvidence(0) { $0["via"] = "terms" } } },
      field: "plants[testus-mediocris].light.evidence[0].via",
      reason: "is 'terms', but source 'TEST-GARDEN' defines no terms"),
    BrokenCase(
      name: "a toxicity verdict without a source",
      edit: {
        $0.editPlant("testus-lowlightus") { $0.edit("toxicity") { $0["source"] = NSNull() } }
      },
      field: "plants[testus-lowlightus].toxicity.source", reason: "must name the source"),
    BrokenCase(
      name: "an unknown toxicity value",
      edit: { $0.editPlant("testus-lowlightus") { $0.edit("toxicity") { $0["cats"] = "safe" } } },
      field: "plants[testus-lowlightus].toxicity.cats",
      reason: "unknown toxicity 'safe' (expected toxic, non-toxic, unknown)"),
    BrokenCase(
      name: "an unknown group",
      edit: { $0.editPlant("testus-lowlightus") { $0["group"] = "tree" } },
      field: "plants[testus-lowlightus].group", reason: "unknown group 'tree'"),
    BrokenCase(
      name: "a misspelt field",
      edit: { $0.editPlant("testus-lowlightus") { $0["botanicalNmae"] = "x" } },
      field: "plants[testus-lowlightus].botanicalNmae", reason: "is not a known field"),
    BrokenCase(
      name: "a missing field",
      edit: { $0.editPlant("testus-lowlightus") { $0["toxicity"] = nil } },
      field: "plants[testus-lowlightus].toxicity", reason: "is missing"),
    BrokenCase(
      name: "an id with capitals and spaces",
      edit: { $0.editPlant("testus-lowlightus") { $0["id"] = "Testus Lowlightus" } },
      field: "plants[Testus Lowlightus].id", reason: "must be lower-case letters"),
    BrokenCase(
      name: "an unknown source kind",
      edit: { $0.edit("sources") { $0.edit("TEST-WORDS") { $0["kind"] = "forum" } } },
      field: "sources[TEST-WORDS].kind", reason: "unknown source kind 'forum'"),
    BrokenCase(
      name: "a maxBasis without a maxBand",
      edit: {
        $0.editPlant("testus-serpens") { $0.edit("light") { $0["maxBasis"] = "tolerated" } }
      },
      field: "plants[testus-serpens].light.maxBasis",
      reason: "is 'tolerated' but maxBand is unknown; it must be null"),
    BrokenCase(
      name: "an ideal maxBasis below direct",
      edit: { $0.editPlant("testus-mediocris") { $0.edit("light") { $0["maxBasis"] = "ideal" } } },
      field: "plants[testus-mediocris].light.maxBasis",
      reason: "'ideal' is only for maxBand 'direct' with lux.max null"),
    BrokenCase(
      name: "an unknown maxBasis",
      edit: { $0.editPlant("testus-mediocris") { $0.edit("light") { $0["maxBasis"] = "guess" } } },
      field: "plants[testus-mediocris].light.maxBasis",
      reason: "unknown maxBasis 'guess' (expected ceiling, tolerated, ideal)"),
    BrokenCase(
      name: "a maximum without an upper bound",
      edit: {
        $0.editPlant("testus-serpens") { $0.editEvidence(0) { $0["role"] = "maximum" } }
      },
      field: "plants[testus-serpens].light.evidence[0].figure.max",
      reason: "a maximum statement needs an upper bound"),
    BrokenCase(
      name: "a group statement that does not name its group",
      edit: {
        $0.editPlant("testus-gregarius") { $0.editEvidence(0) { $0["about"] = nil } }
      },
      field: "plants[testus-gregarius].light.evidence[0].about",
      reason: "is missing: a statement with scope 'group' names the group it is about"),
    BrokenCase(
      name: "an unknown scope",
      edit: {
        $0.editPlant("testus-serpens") { $0.editEvidence(0) { $0["scope"] = "family" } }
      },
      field: "plants[testus-serpens].light.evidence[0].scope",
      reason: "unknown scope 'family'"),
    BrokenCase(
      name: "a plant-level statement naming a group",
      edit: {
        $0.editPlant("testus-serpens") { $0.editEvidence(0) { $0["about"] = "succulents" } }
      },
      field: "plants[testus-serpens].light.evidence[0].about",
      reason: "is only for a statement about a genus or a group"),
    BrokenCase(
      name: "a note citing a source that is not in sources",
      edit: {
        $0.editPlant("testus-serpens") {
          $0.edit("light") { $0["notes"] = ["keep it dry", "EDIS: lower light also works"] }
        }
      },
      field: "plants[testus-serpens].light.notes[1]",
      reason: "starts with 'EDIS', a source id that is not in sources"),
    BrokenCase(
      name: "a note citing an unknown source with a bracket",
      edit: {
        $0.editPlant("testus-serpens") {
          $0.edit("light") { $0["notes"] = ["TEST-NONE (group statement): needs sun"] }
        }
      },
      field: "plants[testus-serpens].light.notes[0]",
      reason: "starts with 'TEST-NONE', a source id"),
    BrokenCase(
      name: "a best range that is one figure at the ceiling, not said in a note",
      edit: { $0.editPlant("testus-lowlightus", bestAtCeiling) },
      field: "plants[testus-lowlightus].light.lux.idealMin",
      reason:
        "the best range is the single figure 5382 lux, the ceiling lux.max, so no light is "
        + "judged best"),
    BrokenCase(
      name: "an open best range from the ceiling up, not said in a note",
      edit: {
        $0.editPlant("testus-lowlightus") { plant in
          bestAtCeiling(&plant)
          plant.edit("light") { $0.edit("lux") { $0["idealMax"] = NSNull() } }
        }
      },
      field: "plants[testus-lowlightus].light.lux.idealMin",
      reason: "the best range is the single figure 5382 lux, the ceiling lux.max"),
    BrokenCase(
      name: "a newer format",
      edit: { $0["solspotPlants"] = 2 }, field: "solspotPlants",
      reason: "is version 2; this solspot reads version 1"),
  ]

  /// Makes Testus lowlightus's best range the single figure of its ceiling, 5,382 lux (500 fc),
  /// as Phalaenopsis's sources give it.
  static func bestAtCeiling(_ plant: inout [String: Any]) {
    plant.edit("light") {
      $0["idealBand"] = "medium"
      $0.edit("lux") {
        $0["idealMin"] = 5382
        $0["idealMax"] = 5382
      }
    }
  }

  @Test("a best range at the ceiling that a note states is accepted, and the reasons say so")
  func bestAtCeilingNoted() throws {
    var object = try PlantFixtures.object()
    object.editPlant("testus-lowlightus") { plant in
      Self.bestAtCeiling(&plant)
      plant.edit("light") {
        $0["notes"] = ["the sources' best light is one figure at its ceiling (test)"]
      }
    }
    let catalog = try PlantFixtures.decode(object)
    let plant = try #require(catalog.plant(named: "testus-lowlightus"))
    let matcher = PlantMatcher(bands: try BandTable.builtIn(), catalog: catalog)
    #expect(matcher.profile(of: plant).isBestAtCeiling)
    let bright = matcher.match(plant, spot: .lux(6000))
    #expect(bright.label == "too bright")
    #expect(
      bright.reason
        == "takes at most 5,380 lux (TEST-GARDEN), which is also its best light (TEST-GARDEN); "
        + "this spot is 6,000 lux")
  }

  @Test("a broken catalog names the file, the entry and the field", arguments: brokenCases)
  func rejectsBroken(_ row: BrokenCase) throws {
    var object = try PlantFixtures.object()
    row.edit(&object)
    do {
      _ = try PlantFixtures.decode(object)
      Issue.record("the broken catalog was accepted")
    } catch let error as DataError {
      #expect(error.file == "broken.json")
      #expect(error.field == row.field, "\(error)")
      #expect(error.reason.contains(row.reason), "\(error)")
      #expect(error.description.hasPrefix("broken.json: field '\(row.field)': "))
    }
  }

  @Test("a disagreement lets the ideal lie outside the minimum, as the sources said")
  func disagreementAllowsIdealBelowMinimum() throws {
    var object = try PlantFixtures.object()
    object.editPlant("testus-lowlightus") {
      $0.edit("light") {
        $0.edit("lux") { $0["idealMin"] = 100 }
        $0["disagreement"] = "test: one source's ideal is below another's minimum"
      }
    }
    let catalog = try PlantFixtures.decode(object)
    #expect(catalog.plant(named: "testus-lowlightus")?.light.lux.idealMin == 100)
  }

  @Test("an idealBand raised to minBand, as the derivation does, is accepted")
  func idealRaisedToMinimum() throws {
    var object = try PlantFixtures.object()
    object.editPlant("testus-mediocris") {
      $0.edit("light") {
        $0.edit("lux") {
          $0["idealMin"] = 1076
          $0["idealMax"] = 2153
        }
        $0["disagreement"] = "test: ideal below minimum; ideal band raised to the minimum band"
      }
    }
    #expect(
      try PlantFixtures.decode(object).plant(named: "Testus mediocris")?.light.idealBand == "medium"
    )
  }

  @Test("an empty catalog is valid (the placeholder before the data)")
  func empty() throws {
    let catalog = try PlantCatalog.decode(
      #"{"solspotPlants": 1, "conversion": "1 fc = 10.764 lux", "sources": {}, "plants": []}"#,
      file: "empty.json", bands: try BandTable.builtIn())
    #expect(catalog.plants.isEmpty)
  }

  @Test("not JSON is a clear error naming the file")
  func notJSON() {
    #expect(throws: DataError(file: "junk.json", field: "", reason: "is not valid JSON")) {
      try PlantCatalog.decode("{ nope", file: "junk.json", bands: try BandTable.builtIn())
    }
  }
}
