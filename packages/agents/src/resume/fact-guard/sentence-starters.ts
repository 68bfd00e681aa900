// Words a sentence or a bullet commonly starts with, which are capitalised there and name nothing: the
// fact guard does not take them for names. Pronouns, articles and prepositions in the five languages,
// and the verbs resumes and letters open their bullets and sentences with.
const words = [
  'i a an the this that these those my our your we he she they it as at in on of for with by from to over across during after before since while when where through',
  'and but or so also then there here if although because each every all some most many more both',
  'am is are was were be been have has had do did will would can could may might should shall',
  'led lead leading built building designed developed managed created drove driven delivered improved increased reduced implemented launched owned worked collaborated mentored',
  'coordinated organized organised planned analyzed analysed wrote authored produced ran run established introduced maintained supported provided oversaw supervised trained taught',
  'achieved won earned grew scaled shipped migrated automated optimized optimised streamlined partnered negotiated closed sold presented researched tested',
  'experienced skilled seasoned proven dedicated passionate motivated detail-oriented results-driven highly strong currently previously recently most',
  'thank thanks please sincerely regards dear best kind looking happy glad excited eager',
  'el la los las un una y con en de del para por como yo mi mis nuestro actualmente también además durante',
  'der die das ein eine und mit in von für als ich mein meine wir derzeit zudem außerdem',
  'le la les un une et avec en de des du pour par comme je mon ma mes nous actuellement également',
  'o a os as um uma e com em de do da para por como eu meu minha nós atualmente também',
];

export const sentenceStarters = new Set(words.join(' ').split(/\s+/));
