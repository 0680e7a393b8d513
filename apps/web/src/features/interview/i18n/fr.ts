import type { Catalogue } from './en';

/**
 * French (standard, as written in the offices of Dakar and Abidjan; formal "vous"), translated
 * from en.ts with the terms of glossary.md. A no-break space stands before « : ; ? ! » so that the
 * sign never starts a line. Its own chunk: only a candidate whose screens are in French downloads it.
 */
export const fr: Catalogue = {
  'shell.privacy': 'Politique de confidentialité',
  'shell.terms': 'Conditions',
  'shell.language': 'Langue',
  'shell.loadingInterview': 'Chargement de l’entretien',
  'shell.loading': 'Chargement',
  'shell.resuming': 'Reprise de votre entretien',
  'shell.returnHome': 'Retour à l’accueil',

  'error.cannotStart': 'Impossible de commencer l’entretien',
  'error.cannotStartFallback': 'Veuillez vérifier votre connexion et réessayer.',
  'error.enrollmentFailedTitle': 'Échec de l’enregistrement de la voix',
  'error.enrollmentFailed': 'L’enregistrement de votre voix n’a pas pu être envoyé',
  'error.completeFailed': 'L’entretien n’a pas pu être terminé',
  'error.responseFailed': 'La réponse n’a pas pu être envoyée',
  'error.answerClosed':
    'Cet entretien n’accepte plus de réponses. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous à',
  'error.microphone':
    'Le microphone n’est pas accessible. Veuillez vérifier les autorisations de votre navigateur.',
  'error.notFound': 'Entretien introuvable',
  'error.notFoundMessage':
    'Ce lien d’entretien n’est pas ouvert. Veuillez vérifier le lien que vous avez reçu, ou demander un nouveau lien à l’entreprise.',
  'error.invitationNotValid': 'Invitation non valide',
  'error.invitationExpired': 'Invitation expirée',
  'error.offlineTitle': 'Vous êtes hors ligne',
  'error.offlineMessage':
    'Votre entretien est sauvegardé sur cet appareil, mais nous n’avons pas pu joindre le serveur pour le poursuivre. Vérifiez votre connexion et réessayez.',
  'error.reloadFallback': 'Veuillez vérifier votre connexion et recharger la page.',
  'error.tryAgain': 'Réessayer',

  'list.title': 'Entretiens disponibles',
  'list.loadFailed':
    'Les entretiens n’ont pas pu être chargés. Veuillez vérifier votre connexion et recharger la page.',
  'list.none': 'Aucun entretien disponible',
  'list.noneMessage': 'Aucun entretien n’est ouvert pour le moment.',
  'list.questions': '{count, plural, one {# question} other {# questions}}',
  'list.start': 'Commencer l’entretien',
  'list.startJob': 'Commencer l’entretien : {title}',

  'intake.pageTitle': 'Entretien : {title}',
  'intake.questionsAndMinutes':
    '{count, plural, one {<b>#</b> question} other {<b>#</b> questions}}, environ <b>{minutes, plural, one {# minute} other {# minutes}}</b>',
  'intake.language': 'Langue : {language}',
  'intake.answerLimit':
    'Jusqu’à 90 secondes par réponse ; vous pouvez réécouter et réenregistrer avant de continuer.',
  'intake.dataEstimate':
    'Données mobiles : environ <b>{megabytes, number, ::.0} Mo</b> au maximum ({count, plural, one {# réponse} other {# réponses}} de 90 s au plus à 24 kbit/s, plus les questions lues à voix haute).',
  'intake.pause':
    'Vous pouvez faire une pause : si vous fermez la page ou perdez la connexion, ouvrez le même lien sur cet appareil pour continuer.',
  'intake.beforeStart': 'Avant de commencer',
  'intake.beforeStartMessage':
    'Installez-vous dans un endroit calme. Il vous faut un microphone ; n’importe quel téléphone ou ordinateur convient, sans application.',
  'intake.form': 'Vos coordonnées',
  'intake.name': 'Nom complet',
  'intake.phone': 'Numéro de téléphone',
  'intake.email': 'Adresse e-mail',
  'intake.cv': 'CV (facultatif : PDF, DOC ou DOCX, moins de 5 Mo)',
  'intake.consent':
    'J’accepte que mes réponses soient enregistrées et notées automatiquement, comme décrit ci-dessus.',
  'intake.storedAboutYou': 'Ce qui est conservé à votre sujet, et pour combien de temps :',
  'intake.privacyNewTab': 'Politique de confidentialité (s’ouvre dans un nouvel onglet)',
  'intake.start': 'Commencer l’entretien',
  'intake.starting': 'Démarrage…',
  'intake.theCompany': 'l’entreprise qui recrute',
  'intake.cvType':
    'Veuillez envoyer un fichier PDF, DOC ou DOCX. Vérifiez que le fichier porte la bonne extension.',
  'intake.cvSize': 'Le fichier doit faire moins de 5 Mo.',
  'intake.error.nameRequired': 'Nom obligatoire',
  'intake.error.phoneRequired': 'Numéro de téléphone obligatoire',
  'intake.error.phoneCharacters':
    'Le numéro de téléphone ne peut contenir que des chiffres, des espaces, des tirets, des parenthèses et un + au début',
  'intake.error.emailRequired': 'Adresse e-mail obligatoire',
  'intake.error.emailInvalid': 'Adresse e-mail non valide',
  'intake.error.consentRequired':
    'Veuillez accepter l’enregistrement et l’évaluation de vos réponses pour continuer.',

  'consent.title': 'Comment vos réponses sont utilisées',
  'consent.recorded': 'Vos réponses orales sont enregistrées et transcrites en texte.',
  'consent.automated': 'Vos réponses sont transcrites et notées automatiquement.',
  'consent.personDecides': 'Une personne prend chaque décision concernant votre candidature.',
  'consent.seenBy':
    'Vos enregistrements, transcriptions, coordonnées et CV ne sont vus que par l’équipe chargée du recrutement chez {company} et ne sont conservés que pour ce recrutement.',
  'consent.assessmentLink': 'Comment votre entretien est évalué',

  'warmUp.pageTitle': 'Échauffement vocal',
  'warmUp.title': 'Question d’entraînement : échauffement vocal',
  'warmUp.explained':
    'Cette question ne compte pas dans votre évaluation. Elle vérifie que votre microphone fonctionne et nous aide à reconnaître votre voix.',
  'warmUp.prompt': 'Veuillez dire votre nom complet, et nous indiquer d’où vous participez aujourd’hui.',
  'warmUp.howTo':
    'Enregistrez jusqu’à {seconds} secondes, puis réécoutez. Si vous ne vous entendez pas clairement, placez-vous dans un endroit plus calme ou plus près du microphone et enregistrez à nouveau.',
  'warmUp.continue': 'Passer aux questions',

  'question.progress': 'Question {number} sur {count}',
  'question.progressBar': 'Progression de l’entretien',
  'question.listenAgain': 'Réécouter la question',
  'question.saved': 'Votre réponse à cette question est sauvegardée.',
  'question.submit': 'Soumettre l’entretien',
  'question.next': 'Question suivante',
  'question.aim': 'Visez {recommended} secondes. L’enregistrement s’arrête de lui-même à {limit} secondes.',
  'question.continueAndSubmit': 'Continuer et soumettre',
  'question.continue': 'Continuer',

  'recorder.recording': 'Enregistrement',
  'recorder.start': 'Commencer l’enregistrement',
  'recorder.stop': 'Arrêter l’enregistrement',
  'recorder.processingLabel': 'Traitement de votre enregistrement',
  'recorder.processing': 'Traitement…',
  'recorder.rerecord': 'Réenregistrer',
  'recorder.saving': 'Sauvegarde…',
  'recorder.yourRecording': 'Votre enregistrement',
  'recorder.yourRecordingLength': 'Votre enregistrement : <b>{length}</b>',
  'recorder.announceProcessing': 'Enregistrement arrêté. Traitement de votre réponse.',
  'recorder.announceRecorded':
    'Réponse enregistrée. Vous pouvez la réécouter, la réenregistrer ou continuer.',
  'recorder.announceStart': 'Enregistrement en cours. Vous avez {seconds} secondes.',
  'recorder.announceLeft': 'Il reste {seconds} secondes.',

  'retake.title': 'Votre réponse est difficile à entendre',
  'retake.quiet':
    'Le son est très faible. Tenez le téléphone près de votre bouche et parlez un peu plus fort.',
  'retake.clipped': 'Le son est trop fort, il sature. Tenez le téléphone un peu plus loin de votre bouche.',
  'retake.noisy':
    'Il y a beaucoup de bruit. Allez dans un endroit calme si vous le pouvez, et parlez près du téléphone.',
  'retake.question': 'Voulez-vous enregistrer à nouveau cette réponse ?',
  'retake.recordAgain': 'Enregistrer à nouveau',
  'retake.keep': 'Conserver cette réponse',
  'retake.keepAndSubmit': 'Conserver et soumettre',

  'uploads.title': 'Vos réponses',
  'uploads.row': 'Réponse {number} : {state}',
  'uploads.saved': 'Sauvegardée sur cet appareil',
  'uploads.uploading': 'Envoi…',
  'uploads.uploaded': 'Envoyée',
  'uploads.refused': 'Non acceptée',
  'uploads.refusedAnswer': 'Réponse {number} : {reason}',
  'uploads.recordAgain': 'Enregistrer à nouveau la réponse {number}',
  'uploads.read': 'J’ai lu ce message',

  'submit.title': 'Soumission de votre entretien',
  'submit.missing': 'La question {number} n’a pas encore de réponse.',
  'submit.answerMissing': 'Répondre à la question {number}',
  'submit.spinner': 'Soumission',
  'submit.finishing': 'Toutes les réponses sont reçues. Finalisation de votre entretien…',
  'submit.uploading':
    'Envoi de vos réponses : {received} sur {count} reçues. Veuillez garder cette page ouverte ; nous réessayons jusqu’à ce que toutes les réponses soient arrivées.',
  'submit.retry': 'Relancer les envois maintenant',
  'complete.title': 'Entretien terminé',
  'complete.thanks': 'Merci. Vos réponses pour le poste {job} ont été soumises.',
  'complete.thanksName': 'Merci, {name}. Vos réponses pour le poste {job} ont été soumises.',
  'complete.feedback': 'Vous recevrez un retour sous 24 à 48 heures.',
  'complete.close': 'Vous pouvez maintenant fermer cette page.',
  'identity.pageTitle': 'Vérification d’identité',
  'identity.explained': 'Pour ce poste, les candidats confirment leur identité avant l’entretien.',
  'identity.loading': 'Chargement de la vérification',
  'identity.loadingPhrase': 'Chargement de la phrase de vérification',
  'identity.stepAllow':
    'Autorisez l’accès à votre caméra et à votre microphone lorsque votre navigateur le demande.',
  'identity.stepFace':
    'Placez-vous face à la caméra, en pleine lumière ; après un compte à rebours de {seconds} secondes, l’enregistrement commence.',
  'identity.stepRead':
    'Lisez à voix haute la phrase ci-dessous, exactement comme elle est écrite. Cela prend environ 7 secondes ; l’enregistrement s’arrête de lui-même après {seconds} secondes.',
  'identity.stepAttempts': 'Vous avez {count} essais.',
  'identity.videoData': 'La vidéo utilise au plus environ {megabytes, number, ::.0} Mo de données.',
  'identity.start': 'Commencer la vérification',
  'identity.uploadingLabel': 'Envoi',
  'identity.uploading': 'Envoi de votre vidéo…',
  'identity.checkingLabel': 'Vérification',
  'identity.checking': 'Vérification de votre enregistrement. Cela prend quelques secondes…',
  'identity.verifiedLabel': 'Vérifié',
  'identity.verified': 'Merci. Passage à votre entretien…',
  'identity.camera': 'Votre caméra',
  'identity.phrase': 'Phrase à lire',
  'identity.startingCamera': 'Démarrage de votre caméra',
  'identity.announceCountdown': 'Préparez-vous. L’enregistrement commence dans {seconds} secondes.',
  'identity.announceRecording': 'Enregistrement en cours. Lisez la phrase à voix haute maintenant.',
  'identity.rec': 'REC',
  'identity.preparing': 'Préparation de votre enregistrement',
  'identity.attemptsLeft': '{count, plural, one {Il reste # essai.} other {Il reste # essais.}}',
  'identity.retake': 'Recommencer',
  'identity.submit': 'Envoyer',
  'identity.helpMessage':
    'Nous n’avons pas pu confirmer la phrase après {count} essais. Notre équipe d’assistance peut vous aider à terminer la vérification et à poursuivre votre entretien.',
  'identity.contactSupport': 'Contacter l’assistance',
  'identity.photoUploadFailed':
    'Votre vidéo n’a pas pu être envoyée ; nous utiliserons donc une photo à la place.',
  'identity.photoSlow': 'Votre connexion est lente ; nous utiliserons donc une photo au lieu d’une vidéo.',
  'identity.photoHow':
    'Placez-vous face à la caméra, en pleine lumière. L’équipe de recrutement vérifiera la photo, et vous pourrez poursuivre votre entretien.',
  'identity.photo': 'Votre photo',
  'identity.photoPhone': 'Ou prenez une photo avec l’appareil photo de votre téléphone',
  'identity.photoCaptureFailed': 'La photo n’a pas pu être prise. Veuillez réessayer.',
  'identity.photoRetake': 'Reprendre la photo',
  'identity.photoTake': 'Prendre la photo',
  'identity.photoSend': 'Envoyer la photo',
  'identity.sending': 'Envoi…',
  'identity.loadFailed': 'Les exigences de vérification n’ont pas pu être chargées. Veuillez réessayer.',
  'identity.uploadConnection':
    'La vérification n’a pas pu être envoyée. Veuillez vérifier votre connexion et réessayer.',
  'identity.noCamera': 'Aucune caméra ni aucun microphone trouvé',
  'identity.cameraPermission':
    'L’accès à la caméra et au microphone a été refusé. Veuillez l’autoriser dans les paramètres de votre navigateur, puis actualiser la page.',
  'identity.recordingFailed': 'L’enregistrement n’a pas pu démarrer',
  'identity.timedOut': 'La vérification a pris trop de temps. Veuillez réessayer.',
  'identity.checkFailed': 'La vérification a échoué. Veuillez réessayer.',
  'identity.uploadFailed': 'L’envoi a échoué.',
  'identity.tooLargeHint':
    'L’enregistrement est trop volumineux. Veuillez enregistrer un extrait plus court.',
  'identity.photoUploadFailedShort': 'L’envoi de la photo a échoué.',
  'identity.helpNeeded': 'Besoin d’aide pour la vérification',
  'identity.veryClose':
    'C’est très proche. Vérifiez chaque mot et lisez la phrase exactement comme elle est écrite.',
  'identity.notRecognised':
    'Nous n’avons pas reconnu la phrase exacte. Veuillez recommencer et la lire exactement comme elle est écrite.',
  'phone.heading': 'Pas de données ? Répondez par appel téléphonique',
  'phone.description':
    'Passez le même entretien lors d’un appel vocal normal : nous posons les questions et enregistrons vos réponses. Votre téléphone n’a pas besoin d’Internet.',
  'phone.form': 'Répondre par appel téléphonique',
  'phone.name': 'Nom complet',
  'phone.number': 'Numéro de téléphone à appeler',
  'phone.callMe': 'Appelez-moi',
  'phone.iWillCall': 'J’appellerai',
  'phone.failed':
    'Nous n’avons pas pu organiser votre entretien par téléphone. Veuillez vérifier votre numéro et réessayer.',
  'phone.calling':
    'Nous vous appelons maintenant. Si l’appel est coupé, appelez le {number} et saisissez le code PIN {pin} pour continuer.',
  'phone.callIn': 'Pour passer votre entretien, appelez le {number} et saisissez le code PIN {pin}.',
  'phone.texted': 'Nous vous avons aussi envoyé le numéro et le code PIN par SMS.',
  'assess.scoredOn': 'Sur quoi vos réponses sont notées',
  'assess.scoredOnText':
    'Vos réponses orales sont transcrites en texte. Un ordinateur note ce texte au regard des aspects du poste ci-dessous. Plus la part est grande, plus l’aspect compte dans la note globale.',
  'assess.personDecides': 'Une personne décide',
  'assess.personDecidesText':
    'La note ne sert qu’à aider l’équipe de recrutement. Une personne travaillant chez {company} écoute, lit et prend chaque décision. Après avoir reçu votre retour, vous pouvez demander qu’une personne réexamine la décision.',
  'assess.recorded': 'Ce qui est enregistré',
  'assess.recordedText':
    'Votre nom, votre numéro de téléphone et votre adresse e-mail, votre CV si vous en joignez un, l’enregistrement de chaque réponse et son texte, la durée de chaque réponse, et le nombre de fois où vous avez quitté la page pendant l’entretien.',
  'assess.kept': 'Durée de conservation',
  'assess.keptFor': 'Pendant {retention} après votre entretien. Ensuite, tout est supprimé.',
  'assess.keptUntil': 'Uniquement pour ce recrutement, jusqu’à ce que {company} le supprime.',
  'assess.deleteAnyTime': 'Vous pouvez demander à tout moment la suppression de vos données.',
  'assess.whoSees': 'Qui y a accès',
  'assess.whoSeesText':
    'Uniquement l’équipe chargée du recrutement chez {company}. L’ordinateur qui note vos réponses ne voit jamais votre nom, vos coordonnées ni votre CV.',
  'assess.theCompany': 'l’entreprise',
  'assess.jobAt': '{job} chez {company}',
  'feedback.title': 'Le retour sur votre entretien',
  'feedback.loading': 'Chargement de votre retour',
  'feedback.question': 'Vous avez une question ? Écrivez à',
  'feedback.sent': 'envoyé le {date, date, long}',
  'feedback.thanks': 'Merci pour votre entretien, {name}.',
  'feedback.strengths': 'Ce qui s’est bien passé',
  'feedback.growth': 'Ce que vous pourriez améliorer',
  'feedback.score': 'Votre note globale : {score} sur 100 ({band})',
  'feedback.linkNotValid': 'Lien non valide',
  'feedback.linkExpired': 'Lien expiré',
  'feedback.notAvailable': 'Retour non disponible',
  'feedback.loadFailed':
    'Votre retour n’a pas pu être chargé. Veuillez vérifier votre connexion et ouvrir à nouveau le lien.',
  'feedback.linkInvalidMessage':
    'Ce lien n’est pas valide. Veuillez utiliser le lien le plus récent que nous vous avons envoyé.',
  'feedback.linkExpiredMessage':
    'Ce lien a expiré. Veuillez écrire à l’entreprise pour vous renseigner sur votre entretien.',
  'feedback.reviewNeedsFeedback':
    'Un réexamen peut être demandé une fois que votre retour vous a été envoyé.',
  'review.ask': 'Demander un réexamen par une personne',
  'review.explained':
    'Une personne de l’entreprise examinera à nouveau votre entretien, écoutera vos réponses et vérifiera la décision. Vous recevrez un e-mail avec ses conclusions.',
  'review.sent': 'Votre demande a été envoyée. Une personne réexaminera votre entretien et vous écrira.',
  'review.askedOn': 'Vous avez fait la demande le {date, date, long}.',
  'review.reviewedOn': 'Une personne a réexaminé votre entretien le {date, date, long}.',
  'review.stands': 'Après le réexamen, la décision reste la même.',
  'review.changed': 'Après le réexamen, la décision a été modifiée.',
  'review.message': 'Que doit savoir la personne ? (vous pouvez laisser ce champ vide)',
  'review.failed': 'La demande n’a pas pu être envoyée. Veuillez vérifier votre connexion et réessayer.',
  'review.sending': 'Envoi…',

  'selfId.title': 'Facultatif : aidez-nous à vérifier que le recrutement est équitable',
  'selfId.intro':
    'Ces questions sont facultatives. Répondez à certaines, à toutes ou à aucune : ne pas y répondre ne change rien à votre candidature.',
  'selfId.apart':
    'Vos réponses sont conservées séparément de votre entretien. Les personnes qui examinent votre entretien ne les voient jamais, et elles ne servent pas à vous noter. Elles sont seulement comptées avec celles des autres candidats, pour vérifier que l’évaluation traite chaque groupe équitablement.',
  'selfId.save': 'Sauvegarder mes réponses',
  'selfId.skip': 'Passer ces questions',
  'selfId.saved': 'Merci. Vos réponses sont sauvegardées, séparément de votre entretien.',
  'selfId.skipped': 'Vous avez passé ces questions. Rien n’a été sauvegardé.',
  'selfId.failed':
    'Vos réponses n’ont pas pu être sauvegardées. Vous pouvez réessayer, ou passer ces questions.',
  'selfId.choose': 'Choisir (facultatif)',
  'server.audioRequired': 'Un enregistrement audio est obligatoire.',
  'server.audioType':
    'L’enregistrement doit être un fichier audio WebM, Ogg ou MP4. Veuillez enregistrer à nouveau votre réponse.',
  'server.audioSize':
    'L’enregistrement est trop volumineux (la limite est de 15 Mo). Veuillez enregistrer une réponse plus courte.',
  'server.storedPerSession':
    'Cet entretien a atteint sa limite de stockage. Veuillez contacter l’entreprise qui vous a envoyé l’invitation.',
};
