import SolspotKit

/// The JSON forms of the `spot` commands' output (docs/cli.md, "solspot spot"). Field names
/// are stable; a level's lux figures carry three significant figures as in `lux --json`, a
/// saved reading its record's exact ones (``ReadingJSON``).
enum SpotJSON {
  struct Spot: Encodable {
    let name: String
    let room: String?
    let notes: String?
    let latitude: Double?
    let hemisphere: String
    let hemisphereAssumed: Bool
    let created: String
    /// The device `spot measure` uses when given none; absent when the spot has none.
    let device: String?
    /// How the spot is lit (`window`, `skylight`, `lamps`); absent when not given.
    let lit: String?
    let readings: Int?
    let latest: ReadingJSON?

    init(
      _ spot: SavedSpot, readings: Int? = nil, latest: Reading? = nil,
      verdict: ((Reading) -> BandVerdict)? = nil
    ) {
      name = spot.name
      room = spot.room
      notes = spot.notes
      latitude = spot.location.latitude
      hemisphere = spot.location.hemisphere.rawValue
      hemisphereAssumed = spot.location.isAssumed
      created = spot.createdAt.iso8601
      device = spot.deviceID
      lit = spot.lighting?.rawValue
      self.readings = readings
      self.latest = latest.map {
        ReadingJSON($0, bands: try? BandTable.builtIn(), verdict: verdict)
      }
    }
  }

  struct Detail: Encodable {
    let spot: Spot
    let level: Summary?
    /// The readings chosen with `--season`, `--since` and `--until`, absent without them.
    let filter: Filter?
    /// The readings saved with `--force` that the level left out; absent when none.
    let forcedLeftOut: Int?
    /// When the level's readings were taken (``LevelTimingText/JSON``); absent without a level.
    let timing: LevelTimingText.JSON?
    /// The lamp schedule of `spot set --lamp`; absent without one.
    let lamp: Lamp?
    /// The plant ids of `spot set --plant`; absent when none.
    let plants: [String]?
    /// The id of the one reading that alone makes the level's readings vary more than the
    /// prior allows (``ReadingSummary/outlierIndex``); absent when none does.
    let outlierReading: Int64?

    /// A lamp schedule: clock times, source code, whether daylight reaches the spot too.
    struct Lamp: Encodable {
      let start: String
      let end: String
      let source: String
      let hasDaylight: Bool
    }

    init(
      _ spot: SavedSpot, readings: [Reading], summary: ReadingSummary?,
      filter: ReadingFilter = .all, forcedLeftOut: Int = 0, lamp: LampSchedule? = nil,
      plants: [String] = [], outlier: StoredReading? = nil
    ) {
      self.outlierReading = outlier?.id
      self.lamp = lamp.map {
        Lamp(
          start: LightingText.clock($0.startMinute), end: LightingText.clock($0.endMinute),
          source: $0.source.rawValue, hasDaylight: $0.hasDaylight)
      }
      self.plants = plants.isEmpty ? nil : plants
      timing = summary.flatMap { LevelTiming($0.times, latitude: spot.location.latitude) }
        .map(LevelTimingText.JSON.init)
      self.spot = Spot(spot, readings: readings.count, latest: readings.last)
      level = summary.map(Summary.init)
      self.filter = filter.isEmpty ? nil : Filter(filter)
      self.forcedLeftOut = forcedLeftOut > 0 ? forcedLeftOut : nil
    }
  }

  struct Filter: Encodable {
    let season: String?
    let since: String?
    let until: String?

    init(_ filter: ReadingFilter) {
      season = filter.season?.rawValue
      since = filter.since?.value
      until = filter.until?.value
    }
  }

  /// A saved reading: its ``ReadingRecord``'s own encoding, the export's reading object with
  /// the same keys and exact figures, followed by the keys only output adds: the store `id`
  /// (`spot history`), the value in words (`luxText`) and the band verdict in words
  /// (`bandSummary`).
  struct ReadingJSON: Encodable {
    /// The reading as exports write it.
    let record: ReadingRecord
    /// The reading's id in the store (`spot remove NAME --reading ID`), in `spot history`.
    let id: Int64?
    /// The value in words, rounded as the text prints it: "110 lux (90% interval 28–520 lux)".
    let luxText: String
    /// The verdict in words: "direct, possibly bright indirect".
    let bandSummary: String

    private enum Keys: String, CodingKey { case id, luxText, bandSummary }

    init(
      _ reading: Reading, bands: BandTable?, id: Int64? = nil,
      verdict: ((Reading) -> BandVerdict)? = nil
    ) {
      record = ReadingRecord(reading)
      self.id = id
      luxText = reading.valueText
      bandSummary = SpotText.band(reading, bands: bands, verdict: verdict)
    }

    /// The record's keys first, then the added ones, in one object.
    func encode(to encoder: any Encoder) throws {
      try record.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encodeIfPresent(id, forKey: .id)
      try container.encode(luxText, forKey: .luxText)
      try container.encode(bandSummary, forKey: .bandSummary)
    }
  }

  /// An interval's ends, rounded outward, and its confidence.
  struct Span: Encodable {
    let lower: Double
    let upper: Double
    let confidence: Double
  }

  struct Summary: Encodable {
    /// The readings the level rests on, bounds included.
    let readings: Int
    /// The readings that were bounds, entered at their bound's value.
    let boundReadings: Int
    /// How many of them were bounds for each reason (`bright-end`, `dark-end`, `clipped`).
    let boundReasons: [String: Int]
    /// Whether the level is known as a value or a bound.
    let pinned: Bool
    /// The level; absent when it cannot be pinned.
    let lux: EstimateJSON.Lux?
    /// The level in words, as the text prints it.
    let text: String
    let band: EstimateJSON.BandJSON?
    let devices: [String]
    let calibrated: Bool
    let uncalibratedDevices: [String]
    /// Each device group's weight in the level, in order of first use.
    let deviceWeights: [Double]
    /// How much the light varies between the readings, with its prior.
    let variation: Variation
    /// The local months of the readings (1 is January).
    let months: [Int]
    /// Whether the readings span more months than one season.
    let spansSeasons: Bool

    init(_ summary: ReadingSummary) {
      readings = summary.readingCount
      boundReadings = summary.boundReadings
      boundReasons = Dictionary(
        uniqueKeysWithValues: summary.boundReasons.map { ($0.key.rawValue, $0.value) })
      pinned = summary.isPinned
      lux = summary.value.map {
        EstimateJSON.lux($0, confidence: summary.confidence, text: summary.valueText)
      }
      text = summary.valueText
      band = summary.isPinned ? EstimateJSON.band(summary.band) : nil
      devices = summary.deviceIDs
      calibrated = summary.isCalibrated
      uncalibratedDevices = summary.uncalibratedDeviceIDs
      deviceWeights = summary.deviceWeights.map { JSONLine.decimals($0, 3) }
      variation = Variation(summary.variation)
      months = summary.times.months
      spansSeasons = summary.times.spansSeasons
    }
  }

  struct Variation: Encodable {
    /// The readings' own scatter about their devices' means, EV; absent for one reading each.
    let observedSigmaEV: Double?
    let observedDegrees: Int
    /// The prior's scale and weight (docs/uncertainty.md, "A spot's level").
    let priorSigmaEV: Double
    let priorDegrees: Int
    /// The posterior scale and degrees of freedom the level's interval uses.
    let sigmaEV: Double
    let degrees: Int
    /// The brightest reading's lux over the darkest's.
    let spreadRatio: Double

    init(_ variation: LightVariation) {
      observedSigmaEV = variation.observedSigmaEV.map { JSONLine.decimals($0, 3) }
      observedDegrees = variation.observedDegrees
      priorSigmaEV = LightVariation.priorSigmaEV
      priorDegrees = LightVariation.priorDegrees
      sigmaEV = JSONLine.decimals(variation.sigmaEV, 3)
      degrees = variation.degrees
      spreadRatio = JSONLine.significant(variation.spreadRatio)
    }
  }

  struct Ratio: Encodable {
    /// `estimate`, `atLeast`, `atMost` or `unknown`.
    let kind: String
    let point: Double?
    let lower: Double?
    let upper: Double?
    let confidence: Double?
    /// `more`, `less`, `similar` or `unclear`.
    let direction: String
    /// The probability that the first place gets more light than the second; absent for a
    /// bound.
    let probabilityFirstBrighter: Double?
    let text: String

    init(_ ratio: LightRatio, probability: Double? = nil) {
      direction = ratio.direction.rawValue
      probabilityFirstBrighter = probability.map { JSONLine.decimals($0, 3) }
      text = ComparisonText.ratio(ratio)
      switch ratio {
      case .estimate(let point, let lower, let upper, let level):
        (kind, self.point, self.lower, self.upper, confidence) = (
          "estimate", JSONLine.significant(point), JSONLine.lower(lower),
          JSONLine.upper(upper), level.level
        )
      case .atLeast(let value):
        (kind, point, lower, upper, confidence) = (
          "atLeast", nil, JSONLine.lower(value), nil, nil
        )
      case .atMost(let value):
        (kind, point, lower, upper, confidence) = (
          "atMost", nil, nil, JSONLine.upper(value), nil
        )
      case .unknown:
        (kind, point, lower, upper, confidence) = ("unknown", nil, nil, nil, nil)
      }
    }
  }

  struct Side: Encodable {
    let name: String
    let summary: Summary
    let leftOut: Int
    /// The readings saved with `--force` that the level left out; absent when none.
    var forcedLeftOut: Int? = nil
    /// When the level's readings were taken (``LevelTimingText/JSON``).
    var timing: LevelTimingText.JSON? = nil
  }

  struct Comparison: Encodable {
    let first: Side
    let second: Side
    let ratio: Ratio
    /// `sameCalibration` or `absolute`.
    let basis: String
    let device: String?
    let warning: String?
    /// Why the ratio describes only the moments the readings were taken.
    let cautions: [Caution]
    /// The readings chosen with `--season`, `--since` and `--until`, absent without them.
    let filter: Filter?
    /// What would settle which gets more light, when the interval holds 1; absent otherwise.
    let settle: [SettleText.JSON]?
    /// How each spot is lit (`window`, `skylight`, `lamps`, or null when not given); absent
    /// for seasons of one spot.
    let lit: [String?]?
    /// Whether the ratio took the declared lighting's spot-specific size; absent when not.
    let litSized: Bool?

    /// - Parameter seasonal: Whether two seasons are compared, whose months differ by design:
    ///   then only a time of day far apart is a caution, as the text prints it.
    init(
      first: String, second: String, _ comparison: LightComparison, filter: ReadingFilter = .all,
      seasonal: Bool = false, forcedLeftOut: (Int, Int) = (0, 0),
      latitudes: (Double?, Double?) = (nil, nil)
    ) {
      self.filter = filter.isEmpty ? nil : Filter(filter)
      let kept = seasonal ? SeasonText.cautions(comparison) : comparison.cautions
      let texts = LevelNotes.cautions(kept, first: first, second: second)
      cautions = zip(kept, texts).map { caution, text in
        switch caution {
        case .monthsApart: Caution(kind: "monthsApart", text: text)
        case .timesOfDayApart: Caution(kind: "timesOfDayApart", text: text)
        }
      }
      self.first = Side(
        name: first, summary: Summary(comparison.first), leftOut: comparison.firstLeftOut,
        forcedLeftOut: forcedLeftOut.0 > 0 ? forcedLeftOut.0 : nil,
        timing: LevelTiming(comparison.first.times, latitude: latitudes.0).map(
          LevelTimingText.JSON.init))
      self.second = Side(
        name: second, summary: Summary(comparison.second), leftOut: comparison.secondLeftOut,
        forcedLeftOut: forcedLeftOut.1 > 0 ? forcedLeftOut.1 : nil,
        timing: LevelTiming(comparison.second.times, latitude: latitudes.1).map(
          LevelTimingText.JSON.init))
      ratio = Ratio(comparison.ratio, probability: comparison.probabilityFirstBrighter)
      settle = comparison.settling.isEmpty ? nil : comparison.settling.map(SettleText.JSON.init)
      lit = comparison.lighting.map { [$0.first?.rawValue, $0.second?.rawValue] }
      litSized =
        comparison.lighting?.isDeclared == true && comparison.basis.isRelative ? true : nil
      switch comparison.basis {
      case .sameCalibration(let id, _):
        (basis, device, warning) = ("sameCalibration", id, nil)
      case .absolute(let reason):
        (basis, device, warning) = ("absolute", nil, reason.text)
      }
    }
  }

  struct Caution: Encodable {
    /// `monthsApart` or `timesOfDayApart`.
    let kind: String
    let text: String
  }

  struct Seasons: Encodable {
    struct Level: Encodable {
      let season: String
      let months: [Int]
      let summary: Summary
      let comparedWithReference: Comparison?
    }

    struct Change: Encodable {
      let season: String
      let firstMonth: Int
      let from: String
      let to: EstimateJSON.BandJSON
      /// Whether the season clearly gets less light than the brightest one; when not, the
      /// change is only possible and no plants are named.
      let clear: Bool
      /// The plants of this change, and the sentence the text adds for them.
      let plants: [SeasonPlantJSON.Entry]
      let plantNote: String?
    }

    let spot: String
    let hemisphere: String
    let hemisphereAssumed: Bool
    /// Whether the spot lies between the tropics, where meteorological seasons mean little.
    let nearEquator: Bool
    let reference: String?
    let seasons: [Level]
    let changes: [Change]
    /// The plant named with `--plant`, in the brightest season.
    let plant: SeasonPlantJSON.Baseline?
    /// The readings saved with `--force` that the seasons left out; absent when none.
    let forcedLeftOut: Int?

    init(
      spot: SavedSpot, _ report: SeasonalReport, plants: SeasonalPlants? = nil,
      plantNote: (SeasonalReport.BandChange) -> String? = { _ in nil },
      baseline: SeasonPlantJSON.Baseline? = nil, forcedLeftOut: Int = 0
    ) {
      self.forcedLeftOut = forcedLeftOut > 0 ? forcedLeftOut : nil
      plant = baseline
      self.spot = spot.name
      hemisphere = report.hemisphere.rawValue
      hemisphereAssumed = report.isHemisphereAssumed
      nearEquator = report.isNearEquator
      reference = report.reference?.rawValue
      seasons = report.seasons.map { level in
        Level(
          season: level.season.rawValue, months: level.season.months(in: report.hemisphere),
          summary: Summary(level.summary),
          comparedWithReference: level.comparison.map {
            Comparison(
              first: level.season.rawValue, second: report.reference?.rawValue ?? "", $0,
              seasonal: true)
          })
      }
      changes = report.changes.map { change in
        Change(
          season: change.season.rawValue, firstMonth: change.firstMonth, from: change.from.id,
          to: EstimateJSON.band(change.to), clear: change.isClear,
          plants: plants?.effect(of: change)?.entries.map(SeasonPlantJSON.Entry.init) ?? [],
          plantNote: plantNote(change))
      }
    }
  }
}
