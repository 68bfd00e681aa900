// Words that say nothing about what a job needs: English function words and the words every posting uses.
export const stopWords = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing down during each ' +
    'few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of ' +
    'off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this ' +
    'those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves ' +
    'able ability across every etc including include includes like new one per plus strong well within without year years yrs 1 2 3 4 5 6 7 8 9 10 ' +
    'job role position candidate candidates team teams work working company join looking help day days time opportunity opportunities ' +
    'responsibilities requirements qualifications required preferred bonus nice must experience experienced skills skill knowledge ' +
    'understanding familiarity demonstrated proven excellent great good solid deep modern related relevant equivalent degree field ' +
    'lead leads senior junior step real end every today part full ideal ideally apply applicants benefits salary pay insurance dental vision health equal employer opportunity ensure provide providing using use used make build'
  ).split(' '),
);
