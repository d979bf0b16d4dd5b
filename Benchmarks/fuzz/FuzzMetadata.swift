// The libFuzzer entry point for the metadata reader (Benchmarks/fuzz-metadata.sh builds it
// together with the library's sources into one module, so no import is needed).

/// Reads one fuzzer input as a photo: it must give metadata or a typed error. Crashes, hangs
/// (libFuzzer `-timeout`) and large allocations (`-malloc_limit_mb`) are the findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMetadata(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let metadata = try MetadataReader().read(bytes: bytes, name: "input")
    for field in [metadata.fNumber, metadata.exposureTime, metadata.iso, metadata.exposureBias] {
      precondition(field.map { $0.value.isFinite } ?? true, "a field is not finite")
    }
    precondition(metadata.latitude.map { abs($0.value) <= 90 } ?? true, "latitude out of range")
    precondition(metadata.longitude.map { abs($0.value) <= 180 } ?? true, "longitude out of range")
    _ = metadata.dateTimeOriginal?.value.iso8601
    _ = metadata.dateTimeOriginal?.value.timestamp(utcOffsetMinutes: 0)
    _ = metadata.warnings.map { String(describing: $0) }
    _ = try? metadata.exposure()
  } catch {
    precondition(error.offset.map { $0 >= 0 && $0 <= size } ?? true, "offset outside the input")
    _ = error.code
  }
  return 0
}
