/// `oversized-image-decode`: images decoded at full resolution in code that runs once per row.
public struct OversizedImageDecode: Rule {
    public let description = RuleDescription(
        id: "oversized-image-decode", category: .images,
        summary: "Full-resolution image decode in a list row (UIImage(data:), AsyncImage)",
        fixSummary: "display-only: a downsampling helper and how to call it")

    public init() {}

    /// How to decode at display size, in the platform's image type: a Mac app's file gets AppKit's (its
    /// `NSImage` has no `preparingThumbnail(of:)`, and `UIImage` does not exist there).
    struct Advice: Sendable {
        let howToFix: String
        /// `howToFix` continuing a sentence (`… Load data yourself and decode at display size …`).
        let howToFixAfterAnd: String
        /// Shown, never applied: decoding moves off the row and into a loader, which no edit can do alone.
        let fix: Fix

        init(imageType: String, thumbnailMethod: String, makeImage: String?, showing: String = "") {
            howToFix = "Decode at display size instead: `CGImageSourceCreateThumbnailAtIndex` with "
                + "`kCGImageSourceThumbnailMaxPixelSize` = points × screen scale and "
                + "`kCGImageSourceShouldCacheImmediately`\(thumbnailMethod), "
                + "off the main thread, cached, and pass the prepared image to the row"
            howToFixAfterAnd = howToFix.prefix(1).lowercased() + howToFix.dropFirst()
            fix = Fix(
                title: """
                    Downsample once, off the main thread, and pass the prepared image to the row:
                    func thumbnail(from data: Data, side: CGFloat, scale: CGFloat) -> \(imageType)? {
                        let options = [kCGImageSourceShouldCache: false] as CFDictionary
                        guard let source = CGImageSourceCreateWithData(data as CFData, options) else { return nil }
                        let thumbnailOptions = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                                kCGImageSourceShouldCacheImmediately: true,
                                                kCGImageSourceCreateThumbnailWithTransform: true,
                                                kCGImageSourceThumbnailMaxPixelSize: side * scale] as CFDictionary
                        return CGImageSourceCreateThumbnailAtIndex(source, 0, thumbnailOptions)\(makeImage.map { ".map { \($0) }" } ?? "")
                    }
                    // in a loader: let image = await Task.detached { thumbnail(from: data, side: 40, scale: 3) }.value
                    """ + showing,
                applicability: .displayOnly, edits: [])
        }

        static let uiKit = Advice(imageType: "UIImage", thumbnailMethod: ", or `UIImage.preparingThumbnail(of:)` (iOS 15+)",
                                  makeImage: "UIImage(cgImage: $0)")
        static let appKit = Advice(imageType: "NSImage", thumbnailMethod: "",
                                   makeImage: "NSImage(cgImage: $0, size: .zero)")

        /// For a file that names neither (`AsyncImage` in a file of SwiftUI alone, in an app for either):
        /// the thumbnail as it is, a `CGImage`, which SwiftUI's `Image` shows on every platform.
        static let anyPlatform = Advice(
            imageType: "CGImage",
            thumbnailMethod: " (show the `CGImage` with `Image(decorative:scale:)`), or `UIImage.preparingThumbnail(of:)` (iOS 15+)",
            makeImage: nil, showing: "\n// in the row: Image(decorative: image, scale: 3)")

        /// AppKit's where the decoder is `NSImage`'s or the file imports AppKit and not UIKit, UIKit's where
        /// the decoder is `UIImage`'s or the file imports UIKit; for a file of SwiftUI alone, the platform of a
        /// deployment target that names only macOS, or only systems with UIKit.
        static func of(_ file: SyntaxFile, decoder: String, target: Configuration.DeploymentTarget) -> Advice {
            if decoder.hasPrefix("NSImage") { return .appKit }
            if decoder.hasPrefix("UIImage") { return .uiKit }
            let uiKit = file.imports("UIKit")
            if file.imports("AppKit") && !uiKit { return .appKit }
            if uiKit { return .uiKit }
            let namesMac = target.versions["macOS"] != nil
            let namesUIKit = target.versions.keys.contains { $0 != "macOS" && $0 != "watchOS" }
            if namesMac != namesUIKit { return namesMac ? .appKit : .uiKit }
            return .anyPlatform
        }
    }

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        let tokens = context.tokens
        var downsamplingUnits: [Int: Bool] = [:]
        for index in context.evaluatedIdentifiers {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen else { continue }
            let decoder: String
            // The `CachedAsyncImage` package's view is `AsyncImage` with a cache of the downloaded data.
            if file.isText(index, "AsyncImage") || file.isText(index, "CachedAsyncImage") && file.imports("CachedAsyncImage") {
                guard !requestsSmallImage(file, asyncImage: index),
                      !requestsSizedImage(file, asyncImage: index, in: context.viewCode),
                      !showsNamedSiteIcon(file, asyncImage: index, in: context.viewCode) else { continue }
                decoder = file.text(index)
            } else if let initializer = imageDecoderCall(file, index) {
                guard !decodesNamedFavicon(file, call: index, in: context.viewCode) else { continue }
                decoder = initializer
            } else {
                continue
            }
            let unit = Int(context.viewCode.unitOfToken[index])
            if unit >= 0 {
                if downsamplingUnits[unit] == nil {
                    downsamplingUnits[unit] = downsamples(file, context.viewCode.units[unit].range)
                }
                if downsamplingUnits[unit] == true { continue }
            }
            let frame = frameSize(file, after: index).map { " for a \($0)-point frame" } ?? ""
            let advice = Advice.of(file, decoder: decoder, target: context.deploymentTarget)
            // One interpolation each: a chain of `+` copied the growing text at every step, for every image.
            let message: String
            if decoder == "AsyncImage" {
                message = """
                    `AsyncImage` in a list row decodes every downloaded image at full resolution\(frame): \
                    a 2000×2000 photo is ~16 MB of pixels per row however small it is drawn, decoded on the \
                    main thread as rows appear, and not cached across reloads. Load data yourself and \
                    \(advice.howToFixAfterAnd)
                    """
            } else if decoder == "CachedAsyncImage" {
                message = """
                    `CachedAsyncImage` in a list row decodes every downloaded image at full resolution\(frame): \
                    its cache keeps the downloaded data, not a smaller image, so a 2000×2000 photo is still ~16 MB \
                    of pixels per row however small it is drawn, decoded on the main thread each time a row \
                    appears. Load data yourself and \(advice.howToFixAfterAnd)
                    """
            } else {
                message = """
                    `\(decoder)` in a list row decodes the image at full resolution\(frame): a 2000×2000 \
                    image is ~16 MB decoded however small it is drawn, and the decode runs on the main thread \
                    each time the row is built while scrolling. \(advice.howToFix)
                    """
            }
            var candidate = context.candidate(
                description, at: context.callRange(index), scope: .rowOnly, message: message, rowMessage: message,
                fix: advice.fix)
            // One image in a static cell (an avatar in a settings `Form`) is decoded once with the screen.
            candidate.perElement = true
            // A widget extension has a few tens of MB of memory: a whole photo decoded there is its end.
            candidate.reportsInWidgets = true
            candidates.append(candidate)
        }
    }

    /// `UIImage(data:)`, `UIImage(contentsOfFile:)`, `NSImage(data:)`, `NSImage(contentsOf:)`,
    /// `NSImage(byReferencing:)` (which reads the file when first drawn, whole) …; also
    /// `Image(data:)`, which SwiftUI does not have (a project's extension that decodes the data whole),
    /// and `Image(uiImage: .init(data:))`, whose decoder is named by the label alone.
    func imageDecoderCall(_ file: SyntaxFile, _ index: Int) -> String? {
        let isSwiftUIImage = file.isText(index, "Image")
        guard isSwiftUIImage || file.isText(index, "UIImage") || file.isText(index, "NSImage") || file.isText(index, "CIImage"),
              !file.isMemberName(index), let first = file.firstArgument(index + 1), first.label >= 0 else { return nil }
        var label = first.label
        var decoder = file.text(index)
        if isSwiftUIImage && (file.isText(label, "uiImage") || file.isText(label, "nsImage")) {
            // `Image(uiImage: .init(data: data))`.
            let value = first.value
            guard value.count >= 4, file.isKind(value.lowerBound, .period), file.isText(value.lowerBound + 1, "init"),
                  file.isKind(value.lowerBound + 2, .leftParen), let inner = file.firstArgument(value.lowerBound + 2),
                  inner.label >= 0 else { return nil }
            label = inner.label
            decoder = file.isText(first.label, "uiImage") ? "UIImage" : "NSImage"
        }
        guard file.isText(label, in: Self.decodedSources), isSwiftUIImage || !readsOnlyMetadata(file, call: index) else { return nil }
        return "\(decoder)(\(file.text(label)):)"
    }

    /// `UIImage(data: data)?.size.height`, or `if let image = UIImage(data: data)` followed only by
    /// `image.size…` in its scope: an image made only to read its size (or scale, extent, orientation) is
    /// never drawn, and its pixels are never decoded.
    func readsOnlyMetadata(_ file: SyntaxFile, call index: Int) -> Bool {
        guard let close = file.partnerOf(index + 1) else { return false }
        func isMetadata(after end: Int) -> Bool {
            var next = end + 1
            if file.isText(next, "?") || file.isText(next, "!") { next += 1 }
            return file.isKind(next, .period) && file.isText(next + 1, in: Self.metadataMembers)
        }
        if isMetadata(after: close) { return true }
        let name = index - 2
        guard file.isText(index - 1, "="), file.isIdentifier(name), file.isText(name - 1, "let") || file.isText(name - 1, "var"),
              case let scope = Int(file.enclosingOpen[index]), scope >= 0, let scopeEnd = file.partnerOf(scope) else { return false }
        var isUsed = false
        for use in file.identifiers(maybeSpelled: file.bytes(of: name)) where use > close && use < scopeEnd
            && file.bytes(of: use) == file.bytes(of: name) && !file.isMemberName(use) {
            guard isMetadata(after: use) else { return false }
            isUsed = true
        }
        return isUsed
    }

    /// Whether a URL literal's text names a favicon (in any case) or its last piece of text ends in `.ico`.
    func namesSiteIcon(_ file: SyntaxFile, _ literal: Range<Int>) -> Bool {
        let segments = literal.filter { file.isKind($0, .stringSegment) }
        // `.ico` in any case: the dot keeps its byte with the case bit set.
        if let last = segments.last, last == literal.upperBound - 2,
           file.bytes(of: last).suffix(4).map({ $0 | 0x20 }).elementsEqual(".ico".utf8) { return true }
        return segments.contains { Self.namesFavicon(file.bytes(of: $0)) }
    }

    /// Whether a text or a name holds `favicon`, in any case (`favIconUrl`): compared in place, a letter's
    /// case bit set (no other byte becomes one of its lower-case letters so).
    static func namesFavicon(_ text: ArraySlice<UInt8>) -> Bool {
        let favicon = Self.favicon
        var start = text.startIndex
        while start + favicon.count <= text.endIndex {
            var offset = 0
            while offset < favicon.count && text[start + offset] | 0x20 == favicon[offset] { offset += 1 }
            if offset == favicon.count { return true }
            start += 1
        }
        return false
    }

    static let favicon = Array("favicon".utf8)

    /// `AsyncImage(url: URL(string: service.favIconUrl))`, or that URL bound to a local first (`if let url =
    /// URL(string: site.faviconURL)`): a value the app names a favicon (in any case) is a site's icon, 16 to
    /// 256 pixels a side, as a literal URL naming one is (`namesSiteIcon`).
    func showsNamedSiteIcon(_ file: SyntaxFile, asyncImage index: Int, in viewCode: ViewCode) -> Bool {
        guard let url = file.firstArgument(index + 1), !url.value.isEmpty else { return false }
        var value = url.value
        if value.count == 1, file.isIdentifier(value.lowerBound) {
            let unit = Int(viewCode.unitOfToken[index])
            guard unit >= 0, let bound = file.bindingValue(named: value.lowerBound, before: index,
                                                          notBefore: viewCode.units[unit].range.lowerBound) else { return false }
            value = bound
        }
        guard file.isText(value.lowerBound, "URL"), file.isKind(value.lowerBound + 1, .leftParen),
              let string = file.firstArgument(value.lowerBound + 1), string.label >= 0, file.isText(string.label, "string"),
              let last = string.value.last, file.isIdentifier(last) else { return false }
        return Self.namesFavicon(file.bytes(of: last))
    }

    /// `UIImage(data: zimFile.faviconData)`, also bound to a local first (`if let data = book.faviconData, let
    /// image = UIImage(data: data)`), or any decode in a type the app names a favicon (`struct Favicon: View`):
    /// a site's icon, 16 to 256 pixels a side, as for `AsyncImage` (`showsNamedSiteIcon`).
    func decodesNamedFavicon(_ file: SyntaxFile, call index: Int, in viewCode: ViewCode) -> Bool {
        let unit = Int(viewCode.unitOfToken[index])
        if unit >= 0, viewCode.units[unit].owner >= 0,
           Self.namesFavicon(file.bytes(of: file.declarations[viewCode.units[unit].owner].name)) {
            return true
        }
        guard var value = file.firstArgument(index + 1)?.value, !value.isEmpty else { return false }
        if value.count == 1, file.isIdentifier(value.lowerBound), unit >= 0,
           let bound = file.bindingValue(named: value.lowerBound, before: index, notBefore: viewCode.units[unit].range.lowerBound) {
            value = bound
        }
        // The value's last name (`book.faviconData`, `Data(site.faviconData)`): not one of a fallback,
        // `icon.faviconData ?? placeholderData`.
        guard let last = value.last(where: { file.isIdentifier($0) }) else { return false }
        return Self.namesFavicon(file.bytes(of: last))
    }

    /// The labels of the image initializers that decode what they are given whole.
    static let decodedSources = WordSet(["data", "contentsOfFile", "contentsOf", "byReferencing", "byReferencingFile"])

    static let metadataMembers = WordSet(["size", "scale", "extent", "imageOrientation"])

    /// Query parameters by which image services (Gravatar, CDNs, resizing proxies) serve an image at a
    /// size: `?s=64`, `&width=120`.
    static let sizeParameters: Set<[UInt8]> = Set(["s", "sz", "size", "w", "width", "h", "height"].map { Array($0.utf8) })

    /// `AsyncImage(url: URL(string: "https://…/avatar/\(hash)?d=404&s=64"))`: the server sends an image
    /// made for the frame (at most 600 pixels a side, a 200-point frame at 3×), not a photo to shrink.
    /// The URL must be one literal (not `photo.url ?? "…?s=64"`, a ternary, a literal handed to another
    /// call), and every size it names a whole number that small, or `64x64` (`?w=1920&h=600` is not;
    /// imgix's `s=` signature, `3f9a…`, is no size). So is a site's icon: a URL naming a favicon
    /// (`https://\(domain)/favicon.ico`, `…/s2/favicons?domain=…`) or ending in `.ico`, 16 to 256 pixels a side.
    func requestsSmallImage(_ file: SyntaxFile, asyncImage index: Int) -> Bool {
        guard let url = file.firstArgument(index + 1), url.value.count >= 4, file.isText(url.value.lowerBound, "URL"),
              file.isKind(url.value.lowerBound + 1, .leftParen), file.partnerOf(url.value.lowerBound + 1) == url.value.upperBound - 1,
              let string = file.firstArgument(url.value.lowerBound + 1), string.label >= 0, file.isText(string.label, "string"),
              file.isKind(string.value.lowerBound, .stringQuote), file.isKind(string.value.upperBound - 1, .stringQuote)
        else { return false }
        if namesSiteIcon(file, string.value) { return true }
        var sizes: [Int?] = []
        for token in string.value where file.isKind(token, .stringSegment) {
            let text = Array(file.bytes(of: token))
            for start in text.indices where text[start] == UInt8(ascii: "?") || text[start] == UInt8(ascii: "&") {
                guard let equals = text[(start + 1)...].firstIndex(of: UInt8(ascii: "=")),
                      Self.sizeParameters.contains(Array(text[(start + 1)..<equals])) else { continue }
                let value = text[(equals + 1)...].prefix { $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "#") }
                sizes += value.split(separator: UInt8(ascii: "x"), maxSplits: 1, omittingEmptySubsequences: false).map(Self.pixels)
            }
        }
        return !sizes.isEmpty && sizes.allSatisfy { $0 != nil && $0! <= 600 }
    }

    /// `AsyncImage(url: tiles.imageURL(for: style, size: mapSize))`, or that URL bound to a local first
    /// (`if let url = …`): a URL made for a size (`sizeLabels`, its value no literal above 600 nor a full
    /// size, `.original`) is an image a server renders for the frame, not a photo to shrink.
    func requestsSizedImage(_ file: SyntaxFile, asyncImage index: Int, in viewCode: ViewCode) -> Bool {
        guard let url = file.firstArgument(index + 1), !url.value.isEmpty else { return false }
        if url.value.count == 1, file.isIdentifier(url.value.lowerBound) {
            let unit = Int(viewCode.unitOfToken[index])
            guard unit >= 0, let start = file.bindingValueStart(named: url.value.lowerBound, before: index,
                                                                notBefore: viewCode.units[unit].range.lowerBound) else { return false }
            return isSizedURLCall(file, from: start, to: nil)
        }
        return isSizedURLCall(file, from: url.value.lowerBound, to: url.value.upperBound)
    }


    /// Whether the tokens from `start` are a call (`a.b.name(…)`) given a size, ending at `end` when given.
    func isSizedURLCall(_ file: SyntaxFile, from start: Int, to end: Int?) -> Bool {
        var index = start
        while file.isIdentifier(index) || file.isText(index, "self") {
            guard file.isKind(index + 1, .period) else { break }
            index += 2
        }
        guard file.isIdentifier(index), file.isKind(index + 1, .leftParen), let close = file.partnerOf(index + 1),
              end == nil || close + 1 == end else { return false }
        var isSized = false
        for argument in file.arguments(index + 1) where argument.label >= 0 && file.isText(argument.label, in: Self.sizeLabels) {
            // `width: 2000` or `size: .original` asks for a large image; a name (`mapSize`, `.w92`) is the frame's.
            let value = argument.value
            if value.count == 1, file.isKind(value.lowerBound, .integerLiteral) || file.isKind(value.lowerBound, .floatLiteral) {
                let digits = file.bytes(of: value.lowerBound).prefix { $0 != UInt8(ascii: ".") }
                guard let pixels = Self.pixels(digits), pixels <= 600 else { return false }
            }
            if value.contains(where: { file.isText($0, in: Self.fullSizeNames) }) { return false }
            isSized = true
        }
        return isSized
    }

    /// Labels that give an image's size (not `pageSize`, `fileSize`, `fontSize`).
    static let sizeLabels = WordSet([
        "size", "width", "height", "maxWidth", "maxHeight", "maxSize", "pixelSize", "maxPixelSize", "targetSize", "imageSize",
        "thumbnailSize", "fillWidth", "fillHeight", "dimension", "dimensions", "side",
    ])

    /// Sizes that name the image's own (`.original`, `ImageSize.full`).
    static let fullSizeNames = WordSet(["original", "full", "fullSize", "large", "max", "maximum", "raw", "infinity"])

    /// A whole number of pixels (at most four digits), or nil.
    static func pixels(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// Code that already downsamples (a thumbnail helper) is the fix, not a finding.
    func downsamples(_ file: SyntaxFile, _ range: Range<Int>) -> Bool {
        for index in range where file.tokens[index].kind == .identifier {
            if file.isText(index, "preparingThumbnail") || file.isText(index, "byPreparingThumbnail")
                || file.isText(index, "CGImageSourceCreateThumbnailAtIndex")
                || file.isText(index, "prepareThumbnail") {
                return true
            }
        }
        return false
    }

    /// `.frame(width: 40, height: 40)` shortly after the image: the size it is drawn at, if small.
    func frameSize(_ file: SyntaxFile, after index: Int) -> String? {
        let limit = min(file.tokens.count - 4, index + 80)
        var cursor = index
        while cursor < limit {
            if file.isText(cursor, "frame"), file.isMemberName(cursor), file.tokens[cursor + 1].kind == .leftParen {
                for argument in file.arguments(cursor + 1) where argument.label >= 0 && argument.value.count == 1 {
                    if file.isText(argument.label, "width") || file.isText(argument.label, "height")
                        || file.isText(argument.label, "maxWidth"),
                       file.tokens[argument.value.lowerBound].kind == .integerLiteral
                        || file.tokens[argument.value.lowerBound].kind == .floatLiteral {
                        let size = file.text(argument.value.lowerBound)
                        return (Double(size) ?? 1000) <= 200 ? size : nil
                    }
                }
                return nil
            }
            cursor += 1
        }
        return nil
    }
}
