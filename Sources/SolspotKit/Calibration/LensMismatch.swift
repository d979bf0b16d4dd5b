/// Paired readings whose f-number is not the lens of the profile they are fitted or checked
/// against: a sign that they were taken with another device, or that the settings are wrong.
///
/// A phone's front camera has one fixed aperture, so a pair at another f-number was not taken
/// with it. `solspot lux` notes the same for one reading (``EstimateNote/apertureMismatch``);
/// both use ``DeviceProfile/lensDiffers(from:)``. Pairs that give only an EV cannot be checked.
///
/// Properties: `0 < pairs ≤ checked`; `fNumbers` is sorted, without repeats.
public struct LensMismatch: Sendable, Hashable {
  /// The profile's lens f-number.
  public let lens: Double
  /// The f-numbers of the pairs that differ from it, sorted.
  public let fNumbers: [Double]
  /// How many pairs differ.
  public let pairs: Int
  /// How many pairs had settings that could be checked.
  public let checked: Int

  /// The mismatch in `observations` against `profile`'s lens, or `nil` when every pair with
  /// settings matches it, or the profile's lens is unknown.
  public init?(observations: [CalibrationObservation], profile: DeviceProfile) {
    guard let lens = profile.fNumber else { return nil }
    let settings = observations.compactMap(\.exposure)
    let differing = settings.map(\.fNumber).filter { profile.lensDiffers(from: $0) }
    guard !differing.isEmpty else { return nil }
    self.lens = lens
    self.fNumbers = Array(Set(differing)).sorted()
    self.pairs = differing.count
    self.checked = settings.count
  }
}
