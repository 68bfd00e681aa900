import { functionWords } from './function-words';

// Words that say nothing about what a job needs: function words of the languages Seeker reads, and the
// words every posting uses.
const english =
  'a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing down during each ' +
  'few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of ' +
  'off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this ' +
  'those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves ' +
  'able ability across every etc including include includes like new one per plus strong well within without year years yrs 1 2 3 4 5 6 7 8 9 10 ' +
  'job role position candidate candidates team teams work working company join looking help day days time opportunity opportunities ' +
  'responsibilities requirements qualifications required preferred bonus nice must experience experienced skills skill knowledge ' +
  'understanding familiarity demonstrated proven excellent great good solid deep modern related relevant equivalent degree field ' +
  'lead leads senior junior step real end every today part full ideal ideally apply applicants benefits salary pay insurance dental vision health equal employer opportunity ensure provide providing using use used make build ' +
  'least hands want wants need needs get gets give gives take takes way ways thing things lot lots many much really also always often must may might shall ' +
  "we're you're you'll we'll it's don't can't they're";
const spanish =
  'a al algo algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellos en entre era es esa ese eso esta este esto estos fue ha han hasta hay la las le les lo los más mas me mi muy ni no nos o para pero por que qué se sea ser si sin sobre son su sus también te tiene tienen todo todos tu un una unos uno y ya ' +
  'años experiencia conocimientos requisitos buscamos ofrecemos empresa equipo trabajo puesto deseable valorable nivel';
const german =
  'aber als am an auch auf aus bei bin bis da das dass dem den der des die dies diese dir du durch ein eine einem einen einer es für hat haben ich ihr ihre im in ist ja kann mit nach nicht noch nur oder sehr sich sie sind so über um und uns von vor wie wir wird zu zum zur ' +
  'bist immer unser unsere unserer unseren unserem dein deine deiner deinen wenn werden wirst kannst hast willst sowie gerne dich mich sein seine alle viel viele mehr neue neuen ' +
  'jahre erfahrung kenntnisse anforderungen bieten unternehmen team aufgaben profil';
const french =
  'à au aux avec ce ces cette dans de des du elle en est et il ils je la le les leur lui mais même mes ne nous on ou par pas pour qu que qui sa se ses son sont sur ta te tes ton tu un une vos votre vous y ' +
  'ans expérience connaissances profil recherché poste équipe entreprise missions';
const portuguese =
  'a ao aos as com como da das de do dos e é em entre era essa esse esta este eu foi há isso já mais mas me meu minha muito na nas não nem no nos o os ou para pela pelo por quando que se sem ser seu sua são também te tem um uma você ' +
  'anos experiência conhecimentos requisitos oferecemos empresa equipe vaga desejável';

/** The words above, and the function words of all eight languages from the maintained `stopword` lists (Italian, Dutch and Polish have no list above). */
export const stopWords: ReadonlySet<string> = new Set([...[english, spanish, german, french, portuguese].join(' ').split(/\s+/), ...functionWords]);
