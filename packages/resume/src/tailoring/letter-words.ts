/**
 * The words any cover letter may use whatever the resume says (truth issue, part 4): greetings, closings and the
 * plain verbs and nouns of applying. They state no fact about the person or the company, so the letter check treats
 * them as known. Never a name, technology, number, quality of the company ("innovative", "leading", "mission") or
 * claim about the person beyond interest ("certified", "expert"): those must come from the resume.
 */
const WORDS = `
dear hello hi sir madam hiring manager managers team teams recruiter recruiters recruiting recruitment committee
sincerely regards regard best kind kindly warm warmly respectfully faithfully yours truly thank thanks thankful grateful
appreciate appreciated appreciation consideration considering consider considered time attention
write writing wrote express expressing interest interested interests apply applying applied application applications
candidacy candidate position positions role roles job jobs opening openings vacancy opportunity opportunities chance
employer organisation organization company companies
excited exciting excite eager keen pleased happy glad delighted thrilled enthusiastic enthusiasm motivated motivation
passionate passion curious confident confidence convinced believe believing hope hoping hopeful
join joining contribute contributing contribution contributions bring bringing offer offering help helping support
discuss discussing discussion conversation talk talking meet meeting speak speaking hear hearing reach contact
look looking forward available availability soon today further detail details
attached enclosed enclose find resume résumé cv letter cover
experience experiences experienced background skill skills skillset strength strengths ability abilities able
qualification qualifications qualified fit suited suit match matches matching align aligns aligned
relevant particular particularly especially also currently recently previously most more many several various
work works worked working career professional professionally strong solid proven hands-on practical
learn learning grow growing develop developing apply bring value valuable impact effective effectively
year years month months day week welcome welcomed
how why when where what which who whom whose here there now then very so too just really always only even still
again together ever perhaps certainly truly greatly deeply well good great
be is am are was were been being have has had having do does did doing done make makes made making get gets got
go goes going gone take takes took taken give gives gave given see seen use used using need needs want wants
would could should might must can will shall may let keep kept
`;

export const LETTER_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter((word) => word !== ''));
