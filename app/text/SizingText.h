// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Money.h"
#include "engine/core/Reason.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace gpuatlas::text {

// The count search's reason (count-chosen, rank/CountSearch.h) as a sentence: the count
// chosen with its time or rate and cost, against the neighbour on the GPU's frontier
// ("256 GPUs: 12 days for $241,206; 64 GPUs would take 46 days for 2% less.").
class SizingText
{
    Q_DECLARE_TR_FUNCTIONS(SizingText)

public:
    static QString countChosen(const engine::Reason& reason, const QLocale& locale, const DisplayCurrency& money);

private:
    static QString trainingSentence(const engine::Reason& reason, const QLocale& locale, const DisplayCurrency& money);
    static QString rateSentence(const engine::Reason& reason, const QLocale& locale, const DisplayCurrency& money);
    static QString loadSentence(const engine::Reason& reason, const QLocale& locale, const DisplayCurrency& money);
};

} // namespace gpuatlas::text
