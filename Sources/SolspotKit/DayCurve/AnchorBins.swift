/// A reading's error in stops below and above its point, as standard deviations.
struct StopsError: Sendable, Hashable {
  var lower: Double
  var upper: Double

  /// The error of an estimate from its point and interval, with `z` the standard normal
  /// quantile of its confidence's upper tail (``Quantiles``).
  init(point: Double, interval: LuxInterval, z: Double) {
    lower = Math.log2(point / interval.lower) / z
    upper = Math.log2(interval.upper / point) / z
  }

  init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// The standard normal quantiles of the confidences a curve meets, each found once: a
  /// quantile is a bisection of some fifty steps, and a spot's readings share one or two
  /// confidences.
  struct Quantiles {
    private var level = -1.0
    private var z = 0.0

    /// The quantile of `confidence`'s upper tail.
    mutating func z(_ confidence: Confidence) -> Double {
      if confidence.level != level {
        level = confidence.level
        z = NormalDistribution.quantile(confidence.upperTail)
      }
      return z
    }
  }
}

/// One daylight reading as a day curve uses it: when (minute of the curve's clock), its
/// daylight in log2 lux, its error, and the sun when it was taken.
struct Anchor: Sendable {
  let minute: Double
  let log2Lux: Double
  let error: StopsError
  /// The sine of the sun's elevation when it was taken, at each of the curve's shifts.
  let sines: ShiftedSines
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
  /// elevation at shift `shift` (0 the meridian, 1 west, 2 east), at no less than
  /// ``DaylightShape/anchorFloorElevation``.
  ///
  /// A bin's error is the root mean square of its readings' errors with the scatter of their
  /// fractions (their sample variance) added: readings of one quarter hour on different days
  /// disagree by what the weather and the days did, which the curve does not model.
  ///
  /// Two passes over the anchors in their order, with one accumulator per quarter hour of
  /// the day: the sums are taken in the order a list per bin would take them.
  init(_ anchors: [Anchor], shift: Int) {
    var sums = [(count: Int, minute: Double, log2: Double, lower: Double, upper: Double)](
      repeating: (0, 0, 0, 0, 0), count: 96)
    var fractions: [(bin: Int, log2: Double)] = []
    fractions.reserveCapacity(anchors.count)
    for anchor in anchors {
      let fraction =
        anchor.log2Lux - Math.log2(DaylightShape.anchorLux(sine: anchor.sines[shift]))
      let bin = min(95, max(0, Int(anchor.minute / 15)))
      fractions.append((bin, fraction))
      sums[bin].count += 1
      sums[bin].minute += anchor.minute
      sums[bin].log2 += fraction
      sums[bin].lower += anchor.error.lower * anchor.error.lower
      sums[bin].upper += anchor.error.upper * anchor.error.upper
    }
    var squares = [Double](repeating: 0, count: 96)
    for (bin, fraction) in fractions {
      let n = Double(sums[bin].count)
      let deviation = fraction - sums[bin].log2 / n
      squares[bin] += deviation * deviation
    }
    bins = sums.indices.compactMap { index in
      let sum = sums[index]
      guard sum.count > 0 else { return nil }
      let n = Double(sum.count)
      let scatter = sum.count > 1 ? squares[index] / (n - 1) : 0
      return Bin(
        minute: sum.minute / n, log2: sum.log2 / n,
        sigmaLower: (sum.lower / n + scatter).squareRoot(),
        sigmaUpper: (sum.upper / n + scatter).squareRoot())
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
    // The last bin before `minute`: bins[low].minute < minute <= bins[high].minute.
    var low = 0
    var high = bins.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if bins[middle].minute < minute { low = middle } else { high = middle }
    }
    let a = bins[low]
    let b = bins[high]
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
