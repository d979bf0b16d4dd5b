extension PhotoMetadata {
  /// The exposure settings, ready for ``LuxEstimator``; the bias is 0 when the photo records
  /// none.
  ///
  /// - Throws: ``MetadataError/Kind/noExposureData(missing:isoAtLeast65535:)`` listing what is
  ///   not recorded (and whether the ISO reads 65,535 with no exact value elsewhere), or
  ///   ``MetadataError/Kind/invalidExposure(_:)`` for values no camera produces.
  public func exposure() throws(MetadataError) -> Exposure {
    var missing: [ExposureField] = []
    if fNumber == nil { missing.append(.fNumber) }
    if exposureTime == nil { missing.append(.exposureTime) }
    if iso == nil { missing.append(.iso) }
    guard let fNumber, let exposureTime, let iso, missing.isEmpty else {
      let isoAtLeast65535 = entry(.photographicSensitivity)?.value.number == 65_535
      throw MetadataError(
        file: file,
        kind: .noExposureData(missing: missing, isoAtLeast65535: iso == nil && isoAtLeast65535))
    }
    do {
      return try Exposure(
        fNumber: fNumber.value, exposureTime: exposureTime.value, iso: iso.value,
        bias: exposureBias?.value ?? 0)
    } catch {
      throw MetadataError(file: file, kind: .invalidExposure(error))
    }
  }

  /// The profile of the camera that took the photo, matched on Make, Model and LensModel, or
  /// the catalog's generic profile when none matches.
  public func deviceProfile(in catalog: DeviceProfileCatalog) -> DeviceProfile {
    matchedProfile(in: catalog) ?? catalog.generic
  }

  /// The profile matched on Make, Model and LensModel, or `nil`.
  public func matchedProfile(in catalog: DeviceProfileCatalog) -> DeviceProfile? {
    catalog.match(make: make?.value, model: model?.value, lensModel: lensModel?.value)
  }
}
