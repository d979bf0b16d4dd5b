/// The errors of saved readings that share a device, geometry, capture spread and confidence,
/// worked out once for a ``ReadingDerivation``: the reading's error parts, their distribution,
/// its interval in stops and the table of its tails. Copies of a derivation share them
/// (``SharedCache``).
enum SharedReadingErrors {

  /// What the shared errors depend on besides the device's current profile, which is fixed for
  /// one derivation.
  struct Key: Hashable {
    let deviceID: String
    let geometry: MeasurementGeometry
    let observedSpreadEV: Double?
    let confidence: Confidence
  }

  /// The errors of a reading and what follows from them: a class, so that the estimates sharing it take a reference rather than a copy of its
  /// table.
  final class Errors: Sendable {
    let uncertainty: ReadingUncertainty
    let prepared: PreparedDistribution

    /// Works out the distribution of `uncertainty`, its interval at `confidence` and, with
    /// `tabulated`, its table.
    init(uncertainty: ReadingUncertainty, confidence: Confidence, tabulated: Bool) {
      self.uncertainty = uncertainty
      prepared = PreparedDistribution(
        uncertainty.absolute, confidence: confidence, tabulated: tabulated)
    }
  }
}
