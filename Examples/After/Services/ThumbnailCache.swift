import ImageIO
import UIKit

/// Downsamples photos to the size a row shows them at, off the main thread, and keeps the results.
/// A 40×40 point thumbnail at 3× is 120×120 pixels (about 56 KB) instead of a full-size decode of
/// tens of megabytes.
actor ThumbnailCache {
    static let shared = ThumbnailCache()

    private let cache: NSCache<NSString, UIImage> = {
        let cache = NSCache<NSString, UIImage>()
        cache.countLimit = 300
        return cache
    }()

    func thumbnail(for id: UUID, data: Data, side: CGFloat, scale: CGFloat) -> UIImage? {
        let key = "\(id.uuidString)-\(Int(side * scale))" as NSString
        if let cached = cache.object(forKey: key) {
            return cached
        }
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions) else {
            return nil
        }
        let thumbnailOptions = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceThumbnailMaxPixelSize: side * scale,
        ] as CFDictionary
        guard let cgImage = CGImageSourceCreateThumbnailAtIndex(source, 0, thumbnailOptions) else {
            return nil
        }
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
        cache.setObject(image, forKey: key)
        return image
    }
}
