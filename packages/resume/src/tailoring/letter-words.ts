/**
 * The words any cover letter may use whatever the resume says (truth issue, part 4; reviewed for decision 046):
 * greetings, closings and the plain verbs and nouns of applying and of interest. They state no fact about the person
 * or the company. Never a name, technology, number, time ("years", "currently"), quality of the company
 * ("innovative", "leading", "mission"), quality of the person ("strong", "proven", "experienced", "qualified") or an
 * action the resume would have to state ("led", "supported", "developed"): those must come from the parts of the
 * resume a sentence cites.
 */
const WORDS = `
you your yours yourself
dear hello hi sir madam hiring manager managers team teams recruiter recruiters recruiting recruitment committee
sincerely regards regard best kind kindly warm warmly respectfully faithfully yours truly thank thanks thankful grateful
appreciate appreciated appreciation consideration considering consider considered time attention
write writing wrote express expressing interest interested interests apply applying applied application applications
candidacy candidate position positions role roles job jobs opening openings vacancy opportunity opportunities chance
employer organisation organization company companies
excited exciting excite eager keen pleased happy glad delighted thrilled enthusiastic enthusiasm motivated motivation
love like passionate passion curious confident convinced believe believing hope hoping hopeful
join joining contribute contributing bring bringing offer offering help helping
discuss discussing discussion conversation talk talking meet meeting speak speaking hear hearing reach contact
look looking forward available availability soon further detail details
attached enclosed enclose find resume résumé cv letter cover
background skill skills able
fit suited suit match matches matching align aligns aligned
relevant particular particularly especially also
welcome welcomed
how why when where what which who whom whose here there then very so too just really always only even still
again together ever perhaps certainly truly
make makes made making get gets got go goes going gone take takes took taken give gives gave given see seen
need needs want wants would could should might must can will shall may let keep kept
`;

export const LETTER_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter((word) => word !== ''));
