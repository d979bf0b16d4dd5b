/// What a settled window says: the median scene EV a reading is committed from, the spread
/// that feeds the interval's random component, and the time the window covers.
///
/// Properties (mirrored by the tests):
/// - `medianSceneEV` is the median of the window's scene EVs (the mean of the middle two for an
///   even count), so a few outlying frames do not move it;
/// - `spreadEV` is their sample standard deviation (0 for one sample): outlying frames widen
///   it, which only ever widens the interval;
/// - `start <= end`, and `representativeSettings` are those of a sample whose scene EV is
///   nearest the median;
/// - `clippedFraction` is the median of the samples' clipped fractions, `nil` when none had
///   one.
public struct WindowStatistics: Sendable, Hashable {
  /// The median scene EV over the window.
  public let medianSceneEV: Double
  /// The sample standard deviation of scene EV over the window, in EV.
  public let spreadEV: Double
  /// How many samples the window held.
  public let sampleCount: Int
  /// The time of the window's first sample, in seconds.
  public let start: Double
  /// The time of the window's last sample, in seconds.
  public let end: Double
  /// The settings of the sample nearest the median, used to check the lens and limits.
  public let representativeSettings: Exposure
  /// The median fraction of the frame that was clipped, over the samples that counted it;
  /// `nil` when none did.
  public let clippedFraction: Double?

  /// Creates statistics from their parts; a ``CaptureGate`` makes them from its window.
  public init(
    medianSceneEV: Double, spreadEV: Double, sampleCount: Int, start: Double, end: Double,
    representativeSettings: Exposure, clippedFraction: Double? = nil
  ) {
    self.medianSceneEV = medianSceneEV
    self.spreadEV = spreadEV
    self.sampleCount = sampleCount
    self.start = start
    self.end = end
    self.representativeSettings = representativeSettings
    self.clippedFraction = clippedFraction
  }

  /// The time the window covers, in seconds.
  public var duration: Double { end - start }

  /// The median and standard deviation of a list of values.
  struct Summary {
    let median: Double
    let standardDeviation: Double

    /// Sorts `values` in place and summarises them.
    ///
    /// - Precondition: `values` is not empty.
    init(_ values: inout [Double]) {
      precondition(!values.isEmpty, "summary of no values")
      values.sort()
      let middle = values.count / 2
      median =
        values.count % 2 == 1 ? values[middle] : 0.5 * (values[middle - 1] + values[middle])
      guard values.count > 1 else {
        standardDeviation = 0
        return
      }
      var sum = 0.0
      for value in values { sum += value }
      let mean = sum / Double(values.count)
      var squares = 0.0
      for value in values { squares += (value - mean) * (value - mean) }
      standardDeviation = (squares / Double(values.count - 1)).squareRoot()
    }
  }
}
