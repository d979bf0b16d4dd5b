extension DeviceProfile {
  /// Whether `fNumber` differs from this profile's lens by more than rounding: more than
  /// ``ExposureLimits/tolerance`` (a sixth of a stop) apart. `false` when the lens is unknown.
  public func lensDiffers(from fNumber: Double) -> Bool {
    guard let lens = self.fNumber else { return false }
    return abs(Math.log2(fNumber / lens)) > ExposureLimits.tolerance
  }
}
