/** The land: growing locations and their plots, their screens' words. */
import { yieldWordsEn } from './yieldWords';
import { importProducerWordsEn } from './importProducerWords';

export default {
    resources: {
        'biz-locations': {
            name: 'Growing location |||| Growing locations',
            fields: {
                name: 'Location name',
                code: 'Code',
                areaHa: 'Area (ha)',
                crops: 'Crops, livestock',
                standard: 'Farming standard',
                certificateNo: 'Certificate number',
                managerName: 'Person in charge',
                province: 'Province/City',
                ward: 'Ward/Commune',
                address: 'Address',
                fullAddress: 'Address',
                status: 'Status',
                note: 'Note',
                createdAt: 'Created',
                updatedAt: 'Last updated',
                q: 'Search by name, code, crop',
            },
            standards: {
                none: 'Not certified',
                vietgap: 'VietGAP',
                globalgap: 'GlobalGAP',
                organic: 'Organic',
                rainforest: 'Rainforest Alliance',
                '4c': '4C',
            },
            active_summary:
                '%{smart_count} active growing location, %{area} ha in all |||| %{smart_count} active growing locations, %{area} ha in all',
            empty: 'No growing locations yet',
            empty_hint: 'A growing location is attached to a product lot when stamps are activated.',
        },
        plots: {
            name: 'Plot |||| Plots',
            empty: 'No plots yet',
            empty_hint:
                "Add plots on a growing location's page, or import many at once from a GeoJSON, KML, GPX or shapefile.",
            fields: {
                q: 'Search by plot code, producer, crop',
                locationId: 'Growing location',
                locationName: 'Growing location',
                code: 'Plot code',
                producerName: 'Producer (household or farm)',
                producerIdNumber: "Producer's ID number",
                producerPhone: "Producer's phone",
                crop: 'Crop',
                plantingYear: 'Planting year',
                declaredAreaHa: 'Declared area (ha)',
                areaHa: 'Computed area (ha)',
                geometry: "Plot's shape",
                status: 'Status',
                createdAt: 'Created',
                updatedAt: 'Last updated',
            },
            errors: {
                id_number: 'An ID number has exactly 12 digits.',
                geometry: "The plot's shape is not valid yet.",
            },
        },
    },
    xts: {
        ...yieldWordsEn,
        ...importProducerWordsEn,
        plots: {
            load_failed_message: 'Could not load the plots: %{message}',
            declared_short: 'Declared %{area} ha',
            area: {
                declared: 'Declared area: %{area} ha',
                computed: 'area computed from the shape: %{area} ha',
                point: 'the plot is given as a point',
                mismatch:
                    'The computed area (%{computed} ha) is %{percent} % away from the declared area (%{declared} ha), more than 10 %.',
                overlap:
                    "This plot overlaps another producer's plot: |||| This plot overlaps %{smart_count} plots of other producers:",
                overlap_other: 'another plot',
            },
            shape: {
                none: 'No shape yet. Choose a way below.',
                point: 'A point: latitude %{lat}, longitude %{lon}',
                polygon:
                    'Polygon of %{smart_count} corner · %{area} ha |||| Polygon of %{smart_count} corners · %{area} ha',
                required: 'A plot needs a shape: walk around it, draw it on the map or type coordinates.',
                walk: 'Walk around the plot (GPS)',
                draw: 'Draw on the map',
                type: 'Type coordinates',
            },
            walk: {
                title: "Walk the plot's boundary",
                hint: 'Press Start and walk slowly along the boundary; each fix becomes a point. Fixes worse than %{max} m are refused.',
                start: 'Start',
                resume: 'Carry on',
                pause: 'Pause',
                undo: 'Undo last point',
                finish: 'Finish',
                discard: 'Discard this walk',
                count: '%{smart_count} point recorded |||| %{smart_count} points recorded',
                points: 'Recorded points',
                point: 'Point %{n}: %{lat}, %{lon} (accuracy %{accuracy} m)',
                kept: 'Point recorded: %{lat}, %{lon}, accuracy %{accuracy} m.',
                refused:
                    'Fix refused: accuracy %{accuracy} m, worse than the %{max} m allowed. Stand still for a better signal.',
                restored:
                    '%{smart_count} point of the earlier walk restored. |||| %{smart_count} points of the earlier walk restored.',
                too_few: 'At least 3 points make a plot.',
                no_gps: 'This device or browser has no location service.',
                denied: "Location is not allowed. Allow it in the browser's settings and try again.",
                unavailable: 'The position could not be found. Move to an open spot and try again.',
                timeout: 'The position took too long. Try again.',
            },
            draw: {
                start: 'Draw a new plot',
                done: 'Finish the drawing',
                first: 'Tap to place the first corner',
                next: 'Tap to place the next corner',
                finish_hint: 'Tap the first corner or press Finish the drawing',
                area: 'Area drawn: %{area} ha',
                drag_hint: 'Drag the corners to adjust the shape.',
                neighbours:
                    'One other plot of the location is on the map (to look at, not to edit). |||| %{smart_count} other plots of the location are on the map (to look at, not to edit).',
                walked: 'Path walked on the map: one point. |||| Path walked on the map: %{smart_count} points.',
            },
            type: {
                title: 'Type coordinates',
                label: 'Coordinates (latitude, longitude), one point a line',
                hint: 'Decimal degrees, e.g. 11.940123, 108.440567 (a decimal comma works too). One point: a point plot; 3 or more: a polygon.',
                read: '%{smart_count} point read |||| %{smart_count} points read',
                use: 'Use these coordinates',
                bad_lines: 'No coordinates could be read on line %{lines}.',
                too_few: 'Give 1 point (a point plot) or 3 or more (a polygon).',
            },
            import: {
                button: 'Import plot file',
                title: 'Import plots from a file',
                formats:
                    'A GeoJSON, KML, GPX or zipped shapefile (.zip); one or many plots. Nothing is saved before you press Import.',
                choose: 'Choose file',
                reading: 'Reading the file…',
                crop: 'Crop (when the file has none)',
                crop_hint: 'E.g. Arabica coffee',
                producer: 'Producer (when the file has none)',
                producer_hint:
                    'Used for every plot whose file names no producer (GPX tracks and waypoints, shapefiles without a producer column). E.g. Nguyen Van An household',
                file_unknown_format: 'Unknown file type. Use GeoJSON, KML, GPX or a zipped shapefile.',
                file_unreadable: 'The file could not be read: damaged or not in its format.',
                file_empty: 'The file holds no plot.',
                limits: 'Limits of one import: a file of up to %{size}; at most %{plots} plots and %{vertices} coordinate points, at most %{plotVertices} points a plot; a zipped shapefile expanding to no more than %{unzipped}.',
                file_too_large:
                    'The file is %{size}, over the %{max} limit. It was not read; split it into smaller files.',
                file_unzipped_too_large:
                    'The zip expands to more than %{max} (an abnormal zip, possibly a "zip bomb"). It was not read.',
                file_too_deep:
                    'The file nests more than %{max} levels deep: not an ordinary plot file. It was not read.',
                file_too_many_plots:
                    'The file holds %{count} plots, over the limit of %{max} plots an import. Split it into several files.',
                file_too_many_vertices:
                    'The file holds %{count} coordinate points, over the limit of %{max} an import (at most %{plotMax} a plot). Simplify the boundaries or split the file.',
                file_entities:
                    'The KML/GPX file declares XML entities (<!ENTITY>), which plot files never need and which can freeze the browser. It was not read.',
                checking: 'Checking plot %{done} of %{total}…',
                progress: 'Progress of reading the file',
                cancel_read: 'Cancel reading',
                rows_shown: 'Showing %{shown} of %{total} plots (refused ones first).',
                cancelled: 'Reading the file was cancelled; nothing was saved. You can choose another file.',
                summary: '%{ok} plots will be imported, %{refused} refused.',
                codes_checked:
                    'Codes already used by plots shown on this page are flagged now; the server checks every code again on import.',
                swapped:
                    'One plot has latitude and longitude swapped. |||| %{smart_count} plots have latitude and longitude swapped.',
                fix_swapped: 'Swap latitude and longitude back',
                report: 'Check of each plot',
                feature: 'Plot in the file',
                area: 'Area',
                outcome: 'Outcome',
                will_import: 'Will be imported',
                imported: 'Imported',
                refused: 'Refused',
                save: 'Import %{smart_count} plot |||| Import %{smart_count} plots',
                done: '%{created} plots imported; %{refused} refused.',
                failed: 'Import failed: %{message}',
                reasons: {
                    no_producer: 'No producer: the file names none, give one in the "Producer" box',
                    no_crop: 'No crop: the file names none, give one in the "Crop" box',
                    point_area:
                        'The plot is a point but the file declares no area (ha): add an area column to the file or draw the boundary',
                    code_twice: 'Plot code %{code} is the same as plot %{row} of the file',
                    code_taken: 'Plot code %{code} is already used in the business',
                    field: '%{field}: %{message}',
                    other: 'Invalid data',
                },
            },
            location: {
                title: "The growing location's plots",
                add: 'Add plot',
                search: 'Search by plot code, producer, crop',
                empty: 'This growing location has no plots yet.',
                no_match: 'No plot matches "%{q}".',
            },
        },
    },
};
