/// A phone's front camera lying flat, screen up: what it looks at and how its auto-exposure
/// turns the view into one luminance.
///
/// The camera looks straight up through a rectilinear lens with the given horizontal (long
/// side) field of view and aspect ratio, turned by ``rotationDegrees`` about the vertical. Its
/// image is a grid of pixels whose values are proportional to the luminance they see (a
/// shading-corrected image), plus a uniform veil of scattered light (veiling glare). Auto-
/// exposure steers the weighted mean of the image, with pixels above the clip level counted at
/// the clip level, to its target:
///
/// ```
/// T = Σ wᵢ·aᵢ·min(Lᵢ + L_veil, 2^h·T) / Σ wᵢ·aᵢ        h: headroom above the target, EV
/// L_veil = g · E_direct / π                            g: glare share; E_direct: openings, sun, lamps
/// ```
///
/// solved for the exposure target T (there is one positive solution: the right side is a
/// concave function of T that starts above it). Highlight protection (an HDR-minded auto-
/// exposure) then darkens the exposure until no more than ``protectedShare`` of the image
/// clips, by at most ``highlightProtectionEV``. The camera sets `2^EV100 = T·100/K` with the
/// reflected-light meter constant K (``FrontCameraModel/meterConstant``).
///
/// Sources and assumptions: K = 12.5 cd·s/m² (ISO 2720:1974's reflected-light constant, in
/// use 12.5 or 14); front-camera horizontal fields of view of 67–73° (AVFoundation
/// `videoFieldOfView` of an iPhone 11 Pro camera whose ISO range 23–2,208 marks it as the
/// front one, device dump in react-native-vision-camera pull request #1784; 69° for an
/// Android front camera in its issue #1796), 4:3 sensors; the metering pattern, headroom,
/// highlight protection and glare share are assumptions, each drawn from a range
/// (``SpotInputRanges``).
public struct FrontCameraModel: Sendable, Hashable {
  /// How auto-exposure weighs the image.
  public enum Metering: Sendable, Hashable {
    /// Every pixel the same (a matrix-like average).
    case average
    /// A Gaussian weight around the centre whose σ is `spread` times the half-diagonal.
    case centreWeighted(spread: Double)
  }

  /// The horizontal (long side) field of view, degrees.
  public let horizontalFieldOfViewDegrees: Double
  /// The image's width over its height.
  public let aspectRatio: Double
  /// The camera's turn about the vertical, degrees.
  public let rotationDegrees: Double
  /// How auto-exposure weighs the image.
  public let metering: Metering
  /// How far above the exposure target a pixel clips, EV.
  public let clipHeadroomEV: Double
  /// The most highlight protection darkens the exposure, EV (0: none).
  public let highlightProtectionEV: Double
  /// The share of the direct illuminance on the lens scattered into a uniform veil.
  public let glareShare: Double
  /// The image grid's columns (rows follow from the aspect ratio).
  public let columns: Int

  /// ISO 2720:1974's reflected-light meter constant K, cd·s/m²: `2^EV100 = L·100/K`.
  public static let meterConstant = 12.5
  /// The clipped share of the image highlight protection allows: 1% (assumption, half the
  /// 2% from which Solspot's capture gate calls a frame clipped).
  public static let protectedShare = 0.01

  /// Creates a camera.
  public init(
    horizontalFieldOfViewDegrees: Double, aspectRatio: Double = 4.0 / 3.0,
    rotationDegrees: Double = 0, metering: Metering, clipHeadroomEV: Double,
    highlightProtectionEV: Double, glareShare: Double, columns: Int = 32
  ) {
    precondition(horizontalFieldOfViewDegrees > 0 && horizontalFieldOfViewDegrees < 170)
    self.horizontalFieldOfViewDegrees = horizontalFieldOfViewDegrees
    self.aspectRatio = aspectRatio
    self.rotationDegrees = rotationDegrees
    self.metering = metering
    self.clipHeadroomEV = clipHeadroomEV
    self.highlightProtectionEV = highlightProtectionEV
    self.glareShare = glareShare
    self.columns = columns
  }

  /// The diagonal field of view, degrees.
  public var diagonalFieldOfViewDegrees: Double {
    let halfWidth = Math.tan(horizontalFieldOfViewDegrees * Double.pi / 360)
    let halfDiagonal = halfWidth * (1 + 1 / (aspectRatio * aspectRatio)).squareRoot()
    return 2 * Math.atan(halfDiagonal) * 180 / Double.pi
  }

  /// One thing in the image: a luminance, its share of the image's area and its weight.
  struct Sample {
    var luminance: Double
    var area: Double
    var weight: Double
  }

  /// The image plane position of `direction` (unit, world frame) and whether it is in view.
  func imagePosition(_ direction: Vector3) -> (u: Double, v: Double)? {
    guard direction.z > 1e-9 else { return nil }
    let angle = rotationDegrees * Double.pi / 180
    let c = Math.cos(angle)
    let s = Math.sin(angle)
    // World to camera: rotate by −angle about z.
    let x = direction.x * c + direction.y * s
    let y = -direction.x * s + direction.y * c
    let u = x / direction.z
    let v = y / direction.z
    let halfWidth = Math.tan(horizontalFieldOfViewDegrees * Double.pi / 360)
    let halfHeight = halfWidth / aspectRatio
    guard abs(u) <= halfWidth, abs(v) <= halfHeight else { return nil }
    return (u, v)
  }

  /// The metering weight at image position (u, v).
  func weight(u: Double, v: Double) -> Double {
    switch metering {
    case .average:
      return 1
    case .centreWeighted(let spread):
      let halfWidth = Math.tan(horizontalFieldOfViewDegrees * Double.pi / 360)
      let halfHeight = halfWidth / aspectRatio
      let r2 = ((u / halfWidth) * (u / halfWidth) + (v / halfHeight) * (v / halfHeight)) / 2
      return Math.exp(-r2 / (2 * spread * spread))
    }
  }

  /// The pixel directions of the image grid (world frame) with their image positions.
  func pixels() -> [(direction: Vector3, u: Double, v: Double)] {
    let rows = max(1, Int((Double(columns) / aspectRatio).rounded()))
    let halfWidth = Math.tan(horizontalFieldOfViewDegrees * Double.pi / 360)
    let halfHeight = halfWidth / aspectRatio
    let angle = rotationDegrees * Double.pi / 180
    let c = Math.cos(angle)
    let s = Math.sin(angle)
    var result: [(Vector3, Double, Double)] = []
    result.reserveCapacity(rows * columns)
    for j in 0..<rows {
      let v = halfHeight * (2 * (Double(j) + 0.5) / Double(rows) - 1)
      for i in 0..<columns {
        let u = halfWidth * (2 * (Double(i) + 0.5) / Double(columns) - 1)
        let camera = Vector3(x: u, y: v, z: 1).normalized
        let world = Vector3(
          x: camera.x * c - camera.y * s, y: camera.x * s + camera.y * c, z: camera.z)
        result.append((world, u, v))
      }
    }
    return result
  }

  /// The share of the image's area a small source of solid angle `solidAngle` at image
  /// position (u, v) covers: a pixel of image area dA there subtends dA/(1 + u² + v²)^{3/2}.
  func areaShare(solidAngle: Double, u: Double, v: Double) -> Double {
    let halfWidth = Math.tan(horizontalFieldOfViewDegrees * Double.pi / 360)
    let halfHeight = halfWidth / aspectRatio
    let stretch = 1 + u * u + v * v
    return solidAngle * stretch * stretch.squareRoot() / (4 * halfWidth * halfHeight)
  }

  /// The exposure target for `samples` (areas summing to about 1) and the share of the image
  /// that clips at it.
  func exposureTarget(_ samples: [Sample]) -> (target: Double, clippedShare: Double) {
    let k = Math.exp2(clipHeadroomEV)
    var weightSum = 0.0
    var mean = 0.0
    for sample in samples {
      weightSum += sample.weight * sample.area
      mean += sample.weight * sample.area * sample.luminance
    }
    guard weightSum > 0, mean > 0 else { return (0, 0) }
    mean /= weightSum
    func metered(_ target: Double) -> Double {
      var sum = 0.0
      for sample in samples {
        sum += sample.weight * sample.area * min(sample.luminance, k * target)
      }
      return sum / weightSum
    }
    // metered(T) − T is concave, positive just above 0 and at most 0 at the unclipped mean.
    var low = Math.log2(mean) - 40
    var high = Math.log2(mean)
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if metered(Math.exp2(middle)) > Math.exp2(middle) { low = middle } else { high = middle }
    }
    var target = Math.exp2(high)
    if highlightProtectionEV > 0, clippedShare(samples, at: target, k) > Self.protectedShare {
      // The darkest exposure needed to clip no more than the protected share, capped.
      let sorted = samples.sorted { $0.luminance > $1.luminance }
      var area = 0.0
      var needed = target
      for sample in sorted {
        area += sample.area
        if area > Self.protectedShare {
          needed = sample.luminance / k
          break
        }
      }
      target = min(max(target, needed), target * Math.exp2(highlightProtectionEV))
    }
    return (target, clippedShare(samples, at: target, k))
  }

  private func clippedShare(_ samples: [Sample], at target: Double, _ k: Double) -> Double {
    var clipped = 0.0
    var total = 0.0
    for sample in samples {
      total += sample.area
      if sample.luminance > k * target { clipped += sample.area }
    }
    return total > 0 ? clipped / total : 0
  }
}
