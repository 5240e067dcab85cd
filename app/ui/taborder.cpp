// SPDX-License-Identifier: GPL-3.0-or-later
#include "taborder.h"

#include <QWidget>

#include <algorithm>
#include <vector>

namespace headroom::ui {

void setVisualTabOrder(QWidget *root)
{
    struct Stop {
        QWidget *widget;
        QPoint centre;
    };
    std::vector<Stop> stops;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        // A widget that hands its focus on (a spin box's line edit to the spin box) is not a stop itself.
        if (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(root) || w->focusProxy())
            continue;
        stops.push_back({w, w->mapTo(root, w->rect().center())});
    }
    std::sort(stops.begin(), stops.end(), [](const Stop &a, const Stop &b) { return a.centre.y() < b.centre.y(); });
    // Rows: a widget whose centre is within half a line of the row's first one belongs to that row.
    const int tolerance = std::max(6, root->fontMetrics().height() / 2);
    std::vector<Stop> ordered;
    for (std::size_t start = 0; start < stops.size();) {
        std::size_t end = start + 1;
        while (end < stops.size() && stops[end].centre.y() - stops[start].centre.y() <= tolerance)
            ++end;
        std::sort(stops.begin() + std::ptrdiff_t(start), stops.begin() + std::ptrdiff_t(end),
                  [](const Stop &a, const Stop &b) { return a.centre.x() < b.centre.x(); });
        ordered.insert(ordered.end(), stops.begin() + std::ptrdiff_t(start), stops.begin() + std::ptrdiff_t(end));
        start = end;
    }
    for (std::size_t i = 1; i < ordered.size(); ++i)
        QWidget::setTabOrder(ordered[i - 1].widget, ordered[i].widget);
}

} // namespace headroom::ui
