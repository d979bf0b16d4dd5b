import Foundation
import Testing

/// `solspot plants` as a person or a script uses it, on the built-in catalog.
@Suite("solspot plants")
struct PlantsCommandTests {
  func run(_ arguments: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(["plants"] + arguments)
  }

  func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try run(arguments + ["--json"])
    #expect(result.status == 0, "\(result.stderr)")
    return try SolspotProcess.json(result.stdout)
  }

  func plants(_ object: [String: Any]) throws -> [[String: Any]] {
    try #require(object["plants"] as? [[String: Any]])
  }

  @Test("--band low: fits 40 lines, the staples within its first 15, no desert succulent or herb")
  func bandLow() throws {
    let result = try run(["--band", "low"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 40)
    #expect(lines[0].hasPrefix("Spot: low (under 2,500 lux), as given"))
    #expect(lines[1].hasPrefix("A measurement narrows it"))
    let plantLines = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("  …") }
    let firstFifteen = plantLines.prefix(15).joined(separator: "\n")
    for name in ["ZZ plant", "snake plant", "pothos", "cast iron plant", "peace lily"] {
      #expect(firstFifteen.contains(name), "\(name)")
    }
    let object = try json(["--band", "low"])
    // Forest cacti take a north window (Texas A&M: "bright to medium"); desert ones do not.
    let forest = ["schlumbergera-x-buckleyi", "rhipsalis-baccifera"]
    for plant in try plants(object) where !forest.contains(plant["id"] as? String ?? "") {
      #expect(!["succulent", "cactus", "herb"].contains(plant["group"] as? String ?? ""))
    }
    let groups = try #require(object["groups"] as? [[String: Any]])
    #expect(groups.first?["depth"] as? String == "dimmest")
  }

  @Test("--band direct: sun lovers first, shade plants warned off direct sun")
  func bandDirect() throws {
    let result = try run(["--band", "direct"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Takes full sun:"))
    #expect(result.stdout.contains("Avoid direct sun: "))
    let all = try plants(try json(["--band", "direct", "--all"]))
    func verdict(_ id: String) -> String? {
      all.first { $0["id"] as? String == id }?["verdict"] as? String
    }
    #expect(verdict("nephrolepis-exaltata") == "tooBright")
    #expect(verdict("echinocactus-grusonii") == "good")
  }

  @Test("--lux: the answer first, then one line per plant grouped by verdict, at most 12 a group")
  func measured() throws {
    let result = try run(["--lux", "600"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines[1].hasPrefix("Spot: 600 lux as given, taken as exact"))
    #expect(lines.contains { $0.hasPrefix("Possible (it takes this light, not at its best; ") })
    #expect(lines.filter { $0.hasPrefix("  possible") }.count == 12)
    #expect(lines.contains { $0.hasPrefix("  … and ") })
    #expect(lines.contains { $0.hasPrefix("Not shown: too dark ") })
    let all = try run(["--lux", "600", "--all"])
    #expect(all.stdout.contains("Too dark here: "))
    #expect(!all.stdout.contains("  … and "))
  }

  @Test("the first line answers which plants will do best: the outlook's counts and leaders")
  func outlook() throws {
    for lux in ["600", "5000", "100"] {
      let first = try run(["--lux", lux]).stdout.split(separator: "\n").first.map(String.init)
      let line = try #require(first)
      let object = try json(["--lux", lux, "--all"])
      let outlook = try #require(object["outlook"] as? [String: Any])
      let good = try #require(outlook["good"] as? Int)
      let possible = try #require(outlook["possible"] as? Int)
      let leaders = try #require(outlook["leaders"] as? [String])
      let names = Dictionary(
        uniqueKeysWithValues: try plants(object).compactMap { plant in
          (plant["id"] as? String).map { ($0, (plant["commonNames"] as? [String])?.first ?? "") }
        })
      if good > 0 {
        #expect(line.hasPrefix("\(good) plants do well here"), "\(line)")
      } else if possible > 0 {
        #expect(line.hasPrefix("\(possible) plants will live here, none at its best: "), "\(line)")
        let edge = try #require(outlook["idealEdge"] as? [String: Any])
        #expect(edge["side"] as? String == "above")
        #expect(line.hasSuffix(" lux."), "\(line)")
      } else {
        #expect(line.hasPrefix("No plant will live here: too dark for all "), "\(line)")
        #expect(leaders.isEmpty)
        let nearest = try #require(outlook["nearest"] as? String)
        #expect(line.contains(names[nearest] ?? "?"), "\(line)")
      }
      for id in leaders { #expect(line.contains(names[id] ?? "?"), "\(id): \(line)") }
    }
  }

  @Test("JSON: verdict codes, probabilities, borderline and the bounds used with their basis")
  func jsonCodes() throws {
    let object = try json(["--lux", "350", "--plant", "pothos", "--plant", "basil"])
    let list = try plants(object)
    #expect(list.map { $0["id"] as? String } == ["epipremnum-aureum", "ocimum-basilicum"])
    let pothos = list[0]
    #expect(pothos["verdict"] as? String == "possible")
    #expect(pothos["probability"] as? Double == 1)
    let borderline = try #require(pothos["borderline"] as? [String: Any])
    #expect(borderline["side"] as? String == "dark")
    let tolerated = try #require(pothos["tolerated"] as? [String: Any])
    let low = try #require(tolerated["min"] as? [String: Any])
    #expect(low["lux"] as? Double == 269)
    #expect(low["basis"] as? String == "class-range")
    #expect(low["kind"] as? String == "needs-at-least")
    #expect((low["sources"] as? [String])?.contains("UMD-LIGHTING") == true)
    #expect((pothos["directSun"] as? [String: Any])?["value"] as? String == "none")
    #expect(list[1]["verdict"] as? String == "tooDark")
    #expect(list[1]["probability"] as? Double == 0)
  }

  @Test("an estimate: probabilities strictly between 0 and 1, the verdict the likeliest side")
  func estimate() throws {
    let object = try json(["-f", "2", "-t", "1/60", "--iso", "200", "--all"])
    for plant in try plants(object) {
      let range = try #require(plant["probability"] as? Double)
      let dark = try #require(plant["darkProbability"] as? Double)
      let bright = try #require(plant["brightProbability"] as? Double)
      #expect(range > 0 && range < 1 || dark > 0.99 || bright > 0.99 || range > 0.99)
      if plant["verdict"] as? String == "tooDark" { #expect(dark >= range) }
    }
  }

  @Test("JSON numbers carry no binary noise: probabilities to three decimals, --fc lux as given")
  func jsonNumbers() throws {
    let estimate = try run(["-f", "1.9", "-t", "1/120", "--iso", "50", "--json", "--all"])
    #expect(estimate.status == 0)
    let object = try SolspotProcess.json(estimate.stdout)
    var checked = 0
    for plant in try plants(object) {
      for key in ["probability", "idealProbability", "darkProbability", "brightProbability"] {
        let value = try #require(plant[key] as? Double)
        #expect(value >= 0.001 && value <= 0.999, "\(key) \(value)")
        #expect(abs(value * 1000 - (value * 1000).rounded()) < 1e-9, "\(key) \(value)")
        checked += 1
      }
    }
    #expect(checked > 0)
    // The text of the JSON, not only its value: no run of nines or zeros from binary rounding.
    #expect(!estimate.stdout.contains("99999"))
    let feet = try run(["--fc", "50", "--json"])
    let spot = try #require(try SolspotProcess.json(feet.stdout)["spot"] as? [String: Any])
    // 50 fc is 538.1955… lux (1 fc = 1/0.3048² lux): three decimals, no binary tail.
    #expect(spot["lux"] as? Double == 538.196)
    #expect(feet.stdout.contains("\"lux\":538.196}"))
  }

  @Test("--plant with a genus judges each of its species, one line each")
  func genusPlant() throws {
    let result = try run(["--lux", "40000", "--plant", "calathea"])
    #expect(result.status == 0, "\(result.stderr)")
    let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.isEmpty }
    #expect(answers.count >= 5)
    #expect(answers.allSatisfy { $0.contains("Goeppertia") && $0.hasPrefix("too bright") })
    // A genus given with another name: each plant once, the genus in botanical-name order.
    let both = try json(["--lux", "5000", "--plant", "calathea", "--plant", "pinstripe calathea"])
    let ids = try plants(both).compactMap { $0["id"] as? String }
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }

  @Test("--only takes the new codes; an old one is a usage error naming them")
  func only() throws {
    let object = try json(["--lux", "40000", "--only", "tooBright"])
    #expect(try plants(object).allSatisfy { $0["verdict"] as? String == "tooBright" })
    let old = try run(["--lux", "600", "--only", "thrives"])
    #expect(old.status == 2)
    #expect(old.stderr.contains("expected good, possible, tooDark or tooBright"))
  }

  @Test("--plant: a name that matches several plants is reported; the others are judged")
  func ambiguousName() throws {
    let result = try run(["--lux", "600", "--plant", "fiddle-leaf", "--plant", "pothos"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("Epipremnum aureum"))
    #expect(result.stderr.hasPrefix("solspot: 'fiddle-leaf' matches 2 plants: 'Ficus lyrata'"))
    #expect(result.stderr.contains("'Philodendron bipennifolium'"))
    let listing = try run(["--lux", "600", "--plant", "fiddle-leaf", "--plant", "pothos", "--json"])
    #expect(listing.status == 1)
    let object = try SolspotProcess.json(listing.stdout)
    let unresolved = try #require(object["unresolved"] as? [[String: Any]])
    #expect(unresolved.first?["code"] as? String == "ambiguous")
    #expect(
      unresolved.first?["matches"] as? [String] == ["ficus-lyrata", "philodendron-bipennifolium"])
    #expect(try plants(object).map { $0["id"] as? String } == ["epipremnum-aureum"])
    let alone = try run(["--lux", "600", "--plant", "fiddle-leaf"])
    #expect(alone.status == 1)
    #expect(alone.stdout.isEmpty)
  }

  @Test("--only with --all lists every plant of that verdict")
  func onlyAll() throws {
    let short = try run(["--lux", "600", "--only", "tooDark"])
    let all = try run(["--lux", "600", "--only", "tooDark", "--all"])
    #expect(all.status == 0, "\(all.stderr)")
    #expect(short.stdout.contains("  … and "))
    #expect(!all.stdout.contains("  … and "))
    let lines = all.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
    #expect(lines.count > 12)
    #expect(lines.allSatisfy { $0.hasPrefix("  too dark") })
  }

  @Test("* marks a plant whose range rests on its group, in every listing alike")
  func groupMark() throws {
    let all = try plants(try json(["--lux", "600", "--all"]))
    let grouped = all.filter { plant in
      let tolerated = plant["tolerated"] as? [String: Any]
      let low = tolerated?["min"] as? [String: Any]
      let sun = plant["directSun"] as? [String: Any]
      return low?["basis"] as? String == "group-default"
        && sun?["basis"] as? String == "group-default"
    }
    let name = try #require(grouped.first?["botanicalName"] as? String)
    var verdicts: Set<String> = []
    for lux in ["600", "5000", "30000"] {
      let text = try run(["--lux", lux, "--all"]).stdout
      let line = try #require(text.split(separator: "\n").first { $0.contains(name) })
      #expect(line.contains(" lux *"), "\(line)")
      verdicts.insert(String(line.split(separator: " ").first ?? ""))
    }
    #expect(verdicts.count > 1)
  }

  @Test("--why: a pet verdict that needs a word says why (Song of India, genus toxic)")
  func whyToxicity() throws {
    let result = try run(["--lux", "5000", "--plant", "song of India", "--why"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("pets: cats non-toxic, dogs non-toxic (ASPCA): "))
    #expect(result.stdout.contains("Dracaena spp. genus listing (toxic)"))
  }

  @Test("--why adds each plant's limits, their sources and disagreements")
  func why() throws {
    let result = try run(["--lux", "600", "--plant", "money tree", "--why"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Pachira aquatica"))
    #expect(result.stdout.contains("needs at least 1,100 lux (its group's rule"))
    #expect(result.stdout.contains("sources disagree: INTERFLORA-PACHIRA"))
    #expect(result.stdout.contains("probably: from what holds for"))
  }

  @Test("names: money tree is Pachira, air plant is Tillandsia, a genus lists its species")
  func names() throws {
    let money = try run(["show", "money", "tree"])
    #expect(money.stdout.hasPrefix("Pachira aquatica (pachira-aquatica)"))
    let air = try run(["show", "air plant"])
    #expect(air.stdout.hasPrefix("Tillandsia (tillandsia)"))
    let calathea = try run(["show", "calathea"])
    #expect(calathea.status == 0)
    #expect(calathea.stdout.hasPrefix("'calathea' names 9 plants:"))
  }

  @Test("pet filters keep only plants the ASPCA lists as non-toxic")
  func petSafe() throws {
    for arguments in [["--band", "low", "--pet-safe"], ["--lux", "5000", "--pet-safe"]] {
      for plant in try plants(try json(arguments)) {
        #expect(plant["cats"] as? String == "non-toxic" && plant["dogs"] as? String == "non-toxic")
      }
    }
    let text = try run(["--band", "low", "--cat-safe"])
    #expect(text.stdout.contains("Left out by --cat-safe: "))
  }
}
