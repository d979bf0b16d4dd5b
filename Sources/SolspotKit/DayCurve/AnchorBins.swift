/// A reading's error in stops below and above its point, as standard deviations.
struct StopsError: Sendable, Hashable {
  var lower: Double
  var upper: Double

  /// The error of `value` (an estimate; `nil` for a bound).
  init?(_ value: LuxValue) {
    guard case .estimate(let point, let interval) = value, point > 0 else { return nil }
    let z = NormalDistribution.quantile(interval.confidence.upperTail)
    lower = Math.log2(point / interval.lower) / z
    upper = Math.log2(interval.upper / point) / z
  }

  init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }
}

/// One daylight reading as a day curve uses it: when (minute of the curve's clock), its
/// daylight in log2 lux, and its error.
struct Anchor: Sendable, Hashable {
  let unix: Double
  let minute: Double
  let log2Lux: Double
  let error: StopsError
}

/// The daylight fractions of a curve's readings through the day, at one solar time: the
/// readings binned by quarter hour, each bin the mean of its readings in stops.
struct AnchorBins: Sendable, Hashable {
  /// One quarter hour's readings: mean minute, mean log2 fraction, errors.
  struct Bin: Sendable, Hashable {
    let minute: Double
    let log2: Double
    let sigmaLower: Double
    let sigmaUpper: Double
  }

  /// The fraction at one time of day, with its error and distance from the nearest bin.
  struct Fraction {
    let log2: Double
    let sigmaLower: Double
    let sigmaUpper: Double
    let distance: Double
  }

  let bins: [Bin]

  /// The bins of `anchors`, each fraction taken against the outdoor daylight at the anchor's
  /// elevation under `elevation` (at no less than ``DaylightShape/anchorFloorElevation``).
  ///
  /// A bin's error is the root mean square of its readings' errors with the scatter of their
  /// fractions (their sample variance) added: readings of one quarter hour on different days
  /// disagree by what the weather and the days did, which the curve does not model.
  init(_ anchors: [Anchor], elevation: (Double) -> Double) {
    var groups: [Int: [(minute: Double, log2: Double, error: StopsError)]] = [:]
    for anchor in anchors {
      let h = max(elevation(anchor.unix), DaylightShape.anchorFloorElevation)
      let fraction = anchor.log2Lux - Math.log2(DaylightShape.lux(elevation: h))
      groups[Int(anchor.minute / 15), default: []].append((anchor.minute, fraction, anchor.error))
    }
    bins = groups.keys.sorted().compactMap { key in
      guard let members = groups[key], !members.isEmpty else { return nil }
      let n = Double(members.count)
      let mean = members.reduce(0) { $0 + $1.log2 } / n
      let scatter =
        members.count > 1
        ? members.reduce(0) { $0 + ($1.log2 - mean) * ($1.log2 - mean) } / (n - 1) : 0
      let lower = members.reduce(0) { $0 + $1.error.lower * $1.error.lower } / n + scatter
      let upper = members.reduce(0) { $0 + $1.error.upper * $1.error.upper } / n + scatter
      return Bin(
        minute: members.reduce(0) { $0 + $1.minute } / n, log2: mean,
        sigmaLower: lower.squareRoot(), sigmaUpper: upper.squareRoot())
    }
  }

  /// The fraction at `minute`: linear between the bins around it, flat beyond the first and
  /// last.
  ///
  /// - Precondition: there is at least one bin.
  func fraction(at minute: Double) -> Fraction {
    precondition(!bins.isEmpty, "a curve's daylight rests on at least one reading")
    let first = bins[0]
    let last = bins[bins.count - 1]
    if minute <= first.minute {
      return Fraction(
        log2: first.log2, sigmaLower: first.sigmaLower, sigmaUpper: first.sigmaUpper,
        distance: first.minute - minute)
    }
    if minute >= last.minute {
      return Fraction(
        log2: last.log2, sigmaLower: last.sigmaLower, sigmaUpper: last.sigmaUpper,
        distance: minute - last.minute)
    }
    var index = 0
    while bins[index + 1].minute < minute { index += 1 }
    let a = bins[index]
    let b = bins[index + 1]
    let w = (minute - a.minute) / (b.minute - a.minute)
    return Fraction(
      log2: a.log2 + w * (b.log2 - a.log2),
      sigmaLower: a.sigmaLower + w * (b.sigmaLower - a.sigmaLower),
      sigmaUpper: a.sigmaUpper + w * (b.sigmaUpper - a.sigmaUpper),
      distance: min(minute - a.minute, b.minute - minute))
  }

  /// How far `minute` is from the nearest bin, in minutes.
  func distance(to minute: Double) -> Double? {
    bins.map { abs($0.minute - minute) }.min()
  }
}
