import type { Catalogue } from './en';

/**
 * Portuguese (standard European spelling, as written in Maputo and Luanda; formal, addressing the
 * candidate without "você": "o seu", "a sua" and the formal imperative), translated from en.ts with
 * the terms of glossary.md. Its own chunk: only a candidate whose screens are in Portuguese
 * downloads it.
 */
export const pt: Catalogue = {
  'shell.privacy': 'Política de Privacidade',
  'shell.terms': 'Termos',
  'shell.language': 'Língua',
  'shell.loadingInterview': 'A carregar a entrevista',
  'shell.loading': 'A carregar',
  'shell.resuming': 'A retomar a sua entrevista',
  'shell.returnHome': 'Voltar ao início',

  'error.cannotStart': 'Não é possível iniciar a entrevista',
  'error.cannotStartFallback': 'Por favor, verifique a sua ligação à internet e tente novamente.',
  'error.enrollmentFailedTitle': 'O registo da voz falhou',
  'error.enrollmentFailed': 'Não foi possível enviar a gravação da sua voz',
  'error.completeFailed': 'Não foi possível concluir a entrevista',
  'error.responseFailed': 'Não foi possível enviar a resposta',
  'error.answerClosed':
    'Esta entrevista já não aceita respostas. Se considera que se trata de um erro, escreva-nos para',
  'error.microphone':
    'Não foi possível aceder ao microfone. Por favor, verifique as permissões do seu navegador.',
  'error.notFound': 'Entrevista não encontrada',
  'error.notFoundMessage':
    'Este link de entrevista não está aberto. Por favor, verifique o link que recebeu ou peça um novo à empresa.',
  'error.invitationNotValid': 'Convite inválido',
  'error.invitationExpired': 'Convite expirado',
  'error.offlineTitle': 'Está sem ligação à internet',
  'error.offlineMessage':
    'A sua entrevista está guardada neste dispositivo, mas não foi possível contactar o servidor para a continuar. Verifique a sua ligação à internet e tente novamente.',
  'error.reloadFallback': 'Por favor, verifique a sua ligação à internet e carregue a página novamente.',
  'error.tryAgain': 'Tentar novamente',

  'list.title': 'Entrevistas disponíveis',
  'list.loadFailed':
    'Não foi possível carregar as entrevistas. Por favor, verifique a sua ligação à internet e carregue a página novamente.',
  'list.none': 'Nenhuma entrevista disponível',
  'list.noneMessage': 'Não há entrevistas abertas neste momento.',
  'list.questions': '{count, plural, one {# pergunta} other {# perguntas}}',
  'list.start': 'Iniciar a entrevista',
  'list.startJob': 'Iniciar a entrevista: {title}',

  'intake.pageTitle': 'Entrevista: {title}',
  'intake.questionsAndMinutes':
    '{count, plural, one {<b>#</b> pergunta} other {<b>#</b> perguntas}}, cerca de <b>{minutes, plural, one {# minuto} other {# minutos}}</b>',
  'intake.language': 'Língua: {language}',
  'intake.answerLimit':
    'Até 90 segundos por resposta; pode ouvir novamente e gravar de novo antes de continuar.',
  'intake.dataEstimate':
    'Dados móveis: cerca de <b>{megabytes, number, ::.0} MB</b> no máximo ({count, plural, one {# resposta} other {# respostas}} de até 90 s a 24 kbit/s, mais as perguntas faladas).',
  'intake.pause':
    'Pode fazer uma pausa: se fechar a página ou perder a ligação, abra o mesmo link neste dispositivo para continuar.',
  'intake.beforeStart': 'Antes de começar',
  'intake.beforeStartMessage':
    'Procure um lugar sossegado. Precisa de um microfone; serve qualquer telemóvel ou computador, sem nenhuma aplicação.',
  'intake.form': 'Os seus dados',
  'intake.name': 'Nome completo',
  'intake.phone': 'Número de telefone',
  'intake.email': 'E-mail',
  'intake.cv': 'CV (opcional: PDF, DOC ou DOCX, com menos de 5 MB)',
  'intake.consent':
    'Concordo que as minhas respostas sejam gravadas e pontuadas automaticamente, como descrito acima.',
  'intake.storedAboutYou': 'O que é guardado sobre si, e durante quanto tempo:',
  'intake.privacyNewTab': 'Política de Privacidade (abre num novo separador)',
  'intake.start': 'Iniciar a entrevista',
  'intake.starting': 'A iniciar…',
  'intake.theCompany': 'a empresa contratante',
  'intake.cvType':
    'Por favor, envie um ficheiro PDF, DOC ou DOCX. Verifique se o ficheiro tem a extensão correcta.',
  'intake.cvSize': 'O ficheiro tem de ter menos de 5 MB.',
  'intake.error.nameRequired': 'Nome obrigatório',
  'intake.error.phoneRequired': 'Número de telefone obrigatório',
  'intake.error.phoneCharacters':
    'O número de telefone só pode conter algarismos, espaços, hífenes, parênteses e um + no início',
  'intake.error.emailRequired': 'E-mail obrigatório',
  'intake.error.emailInvalid': 'E-mail inválido',
  'intake.error.consentRequired':
    'Por favor, concorde com a gravação e a avaliação das suas respostas para continuar.',

  'consent.title': 'Como são usadas as suas respostas',
  'consent.recorded': 'As suas respostas faladas são gravadas e transformadas em texto.',
  'consent.automated': 'As suas respostas são transcritas e pontuadas automaticamente.',
  'consent.personDecides': 'É uma pessoa que toma cada decisão sobre a sua candidatura.',
  'consent.seenBy':
    'As suas gravações, transcrições, contactos e CV são vistos apenas pela equipa que recruta para {company} e guardados apenas para este processo de recrutamento.',
  'consent.assessmentLink': 'Como é avaliada a sua entrevista',

  'warmUp.pageTitle': 'Aquecimento da voz',
  'warmUp.title': 'Pergunta de treino: aquecimento da voz',
  'warmUp.explained':
    'Esta pergunta não conta para a sua avaliação. Verifica se o seu microfone funciona e ajuda-nos a reconhecer a sua voz.',
  'warmUp.prompt': 'Por favor, diga o seu nome completo e de onde está a participar hoje.',
  'warmUp.howTo':
    'Grave até {seconds} segundos e depois ouça a gravação. Se não se ouvir com clareza, procure um lugar mais sossegado ou aproxime-se do microfone e grave novamente.',
  'warmUp.continue': 'Continuar para as perguntas',

  'question.progress': 'Pergunta {number} de {count}',
  'question.progressBar': 'Progresso da entrevista',
  'question.listenAgain': 'Ouvir a pergunta novamente',
  'question.saved': 'A sua resposta a esta pergunta está guardada.',
  'question.submit': 'Submeter a entrevista',
  'question.next': 'Pergunta seguinte',
  'question.aim':
    'Procure falar cerca de {recommended} segundos. A gravação pára sozinha aos {limit} segundos.',
  'question.continueAndSubmit': 'Continuar e submeter',
  'question.continue': 'Continuar',

  'recorder.recording': 'A gravar',
  'recorder.start': 'Começar a gravar',
  'recorder.stop': 'Parar a gravação',
  'recorder.processingLabel': 'A processar a sua gravação',
  'recorder.processing': 'A processar…',
  'recorder.rerecord': 'Gravar de novo',
  'recorder.saving': 'A guardar…',
  'recorder.yourRecording': 'A sua gravação',
  'recorder.yourRecordingLength': 'A sua gravação: <b>{length}</b>',
  'recorder.announceProcessing': 'Gravação parada. A processar a sua resposta.',
  'recorder.announceRecorded': 'Resposta gravada. Pode ouvi-la, gravar de novo ou continuar.',
  'recorder.announceStart': 'A gravar. Tem {seconds} segundos.',
  'recorder.announceLeft': 'Faltam {seconds} segundos.',

  'retake.title': 'A sua resposta ouve-se mal',
  'retake.quiet': 'O som está muito baixo. Segure o telemóvel perto da boca e fale um pouco mais alto.',
  'retake.clipped':
    'O som está alto demais e fica distorcido. Segure o telemóvel um pouco mais longe da boca.',
  'retake.noisy': 'Há muito ruído. Se puder, vá para um lugar sossegado e fale perto do telemóvel.',
  'retake.question': 'Quer gravar esta resposta novamente?',
  'retake.recordAgain': 'Gravar novamente',
  'retake.keep': 'Manter esta resposta',
  'retake.keepAndSubmit': 'Manter e submeter',

  'uploads.title': 'As suas respostas',
  'uploads.row': 'Resposta {number}: {state}',
  'uploads.saved': 'Guardada neste dispositivo',
  'uploads.uploading': 'A enviar…',
  'uploads.uploaded': 'Enviada',
  'uploads.refused': 'Não aceite',
  'uploads.refusedAnswer': 'Resposta {number}: {reason}',
  'uploads.recordAgain': 'Gravar novamente a resposta {number}',
  'uploads.read': 'Li esta mensagem',

  'submit.title': 'A submeter a sua entrevista',
  'submit.missing': 'A pergunta {number} ainda não tem resposta.',
  'submit.answerMissing': 'Responder à pergunta {number}',
  'submit.spinner': 'A submeter',
  'submit.finishing': 'Todas as respostas foram recebidas. A concluir a sua entrevista…',
  'submit.uploading':
    'A enviar as suas respostas: {received} de {count} recebidas. Por favor, mantenha esta página aberta; continuamos a tentar até todas as respostas chegarem.',
  'submit.retry': 'Tentar os envios agora',
  'complete.title': 'Entrevista concluída',
  'complete.thanks': 'Obrigado. As suas respostas para {job} foram submetidas.',
  'complete.thanksName': 'Obrigado, {name}. As suas respostas para {job} foram submetidas.',
  'complete.feedback': 'Receberá feedback dentro de 24 a 48 horas.',
  'complete.close': 'Já pode fechar esta página.',
  'identity.pageTitle': 'Verificação de identidade',
  'identity.explained': 'Para esta vaga, os candidatos confirmam a sua identidade antes da entrevista.',
  'identity.loading': 'A carregar a verificação',
  'identity.loadingPhrase': 'A carregar a frase de verificação',
  'identity.stepAllow': 'Permita o acesso à câmara e ao microfone quando o navegador o pedir.',
  'identity.stepFace':
    'Fique de frente para a câmara, com boa luz; após uma contagem de {seconds} segundos, a gravação começa.',
  'identity.stepRead':
    'Leia em voz alta a frase abaixo, exactamente como está escrita. Demora cerca de 7 segundos; a gravação pára sozinha após {seconds} segundos.',
  'identity.stepAttempts': 'Tem {count} tentativas.',
  'identity.videoData': 'O vídeo usa no máximo cerca de {megabytes, number, ::.0} MB de dados.',
  'identity.start': 'Iniciar a verificação',
  'identity.uploadingLabel': 'A enviar',
  'identity.uploading': 'A enviar o seu vídeo…',
  'identity.checkingLabel': 'A verificar',
  'identity.checking': 'A verificar a sua gravação. Demora alguns segundos…',
  'identity.verifiedLabel': 'Verificado',
  'identity.verified': 'Obrigado. A seguir para a sua entrevista…',
  'identity.camera': 'A sua câmara',
  'identity.phrase': 'Frase a ler',
  'identity.startingCamera': 'A ligar a sua câmara',
  'identity.announceCountdown': 'Prepare-se. A gravação começa dentro de {seconds} segundos.',
  'identity.announceRecording': 'A gravar. Leia agora a frase em voz alta.',
  'identity.rec': 'REC',
  'identity.preparing': 'A preparar a sua gravação',
  'identity.attemptsLeft': '{count, plural, one {Resta # tentativa.} other {Restam # tentativas.}}',
  'identity.retake': 'Repetir',
  'identity.submit': 'Enviar',
  'identity.helpMessage':
    'Não foi possível confirmar a frase após {count} tentativas. A nossa equipa de apoio pode ajudar a concluir a verificação e a continuar a sua entrevista.',
  'identity.contactSupport': 'Contactar o apoio',
  'identity.photoUploadFailed': 'Não foi possível enviar o seu vídeo, por isso vamos usar uma fotografia.',
  'identity.photoSlow': 'A sua ligação está lenta, por isso vamos usar uma fotografia em vez de um vídeo.',
  'identity.photoHow':
    'Fique de frente para a câmara, com boa luz. A equipa de recrutamento vai verificar a fotografia, e a sua entrevista pode continuar.',
  'identity.photo': 'A sua fotografia',
  'identity.photoPhone': 'Ou tire uma fotografia com a câmara do seu telemóvel',
  'identity.photoCaptureFailed': 'Não foi possível tirar a fotografia. Por favor, tente novamente.',
  'identity.photoRetake': 'Tirar outra fotografia',
  'identity.photoTake': 'Tirar fotografia',
  'identity.photoSend': 'Enviar fotografia',
  'identity.sending': 'A enviar…',
  'identity.loadFailed':
    'Não foi possível carregar os requisitos da verificação. Por favor, tente novamente.',
  'identity.uploadConnection':
    'Não foi possível enviar a verificação. Por favor, verifique a sua ligação à internet e tente novamente.',
  'identity.noCamera': 'Nenhuma câmara nem microfone encontrado',
  'identity.cameraPermission':
    'O acesso à câmara e ao microfone foi recusado. Por favor, permita o acesso nas definições do navegador e actualize a página.',
  'identity.recordingFailed': 'Não foi possível iniciar a gravação',
  'identity.timedOut': 'A verificação demorou demasiado tempo. Por favor, tente novamente.',
  'identity.checkFailed': 'A verificação falhou. Por favor, tente novamente.',
  'identity.uploadFailed': 'O envio falhou.',
  'identity.tooLargeHint': 'A gravação é demasiado grande. Por favor, grave um excerto mais curto.',
  'identity.photoUploadFailedShort': 'O envio da fotografia falhou.',
  'identity.helpNeeded': 'É necessária ajuda com a verificação',
  'identity.veryClose':
    'Está muito perto. Confira cada palavra e leia a frase exactamente como está escrita.',
  'identity.notRecognised':
    'Não foi possível reconhecer a frase exacta. Por favor, repita e leia-a exactamente como está escrita.',
  'phone.heading': 'Sem dados? Responda por chamada telefónica',
  'phone.description':
    'Faça a mesma entrevista numa chamada de voz normal: fazemos as perguntas e gravamos as suas respostas. O seu telemóvel não precisa de internet.',
  'phone.form': 'Responder por chamada telefónica',
  'phone.name': 'Nome completo',
  'phone.number': 'Número de telefone a chamar',
  'phone.callMe': 'Liguem-me',
  'phone.iWillCall': 'Eu ligo',
  'phone.failed':
    'Não foi possível preparar a sua entrevista por telefone. Por favor, verifique o seu número e tente novamente.',
  'phone.calling':
    'Estamos a ligar-lhe agora. Se a chamada cair, ligue para {number} e introduza o PIN {pin} para continuar.',
  'phone.callIn': 'Para fazer a sua entrevista, ligue para {number} e introduza o PIN {pin}.',
  'phone.texted': 'Também enviámos o número e o PIN para o seu telemóvel por SMS.',
  'assess.scoredOn': 'Em que são pontuadas as suas respostas',
  'assess.scoredOnText':
    'As suas respostas faladas são transformadas em texto. Um computador pontua o texto segundo estas partes da vaga. Quanto maior a parte, mais conta na pontuação global.',
  'assess.personDecides': 'Quem decide é uma pessoa',
  'assess.personDecidesText':
    'A pontuação apenas ajuda a equipa de recrutamento. Uma pessoa que trabalha para {company} ouve, lê e toma cada decisão. Depois de receber o seu feedback, pode pedir que uma pessoa reveja a decisão.',
  'assess.recorded': 'O que é registado',
  'assess.recordedText':
    'O seu nome, número de telefone e endereço de e-mail, o seu CV se o juntar, a gravação de cada resposta e o seu texto, quanto tempo demorou cada resposta e quantas vezes saiu da página durante a entrevista.',
  'assess.kept': 'Durante quanto tempo é guardado',
  'assess.keptFor': 'Durante {retention} após a sua entrevista. Depois, é apagado.',
  'assess.keptUntil': 'Apenas para este processo de recrutamento, até que {company} o apague.',
  'assess.deleteAnyTime': 'Pode pedir a qualquer momento que os seus dados sejam apagados.',
  'assess.whoSees': 'Quem tem acesso',
  'assess.whoSeesText':
    'Apenas a equipa que recruta para {company}. O computador que pontua as suas respostas nunca vê o seu nome, os seus contactos nem o seu CV.',
  'assess.theCompany': 'a empresa',
  'assess.jobAt': '{job} para {company}',
  'feedback.title': 'O feedback da sua entrevista',
  'feedback.loading': 'A carregar o seu feedback',
  'feedback.question': 'Tem alguma pergunta? Escreva para',
  'feedback.sent': 'enviado a {date, date, long}',
  'feedback.thanks': 'Obrigado pela sua entrevista, {name}.',
  'feedback.strengths': 'O que correu bem',
  'feedback.growth': 'O que pode melhorar',
  'feedback.score': 'A sua pontuação global: {score} em 100 ({band})',
  'feedback.linkNotValid': 'Link inválido',
  'feedback.linkExpired': 'Link expirado',
  'feedback.notAvailable': 'Feedback indisponível',
  'feedback.loadFailed':
    'Não foi possível carregar o seu feedback. Por favor, verifique a sua ligação à internet e abra o link novamente.',
  'feedback.linkInvalidMessage':
    'Este link não é válido. Por favor, use o link mais recente que lhe enviámos.',
  'feedback.linkExpiredMessage':
    'Este link expirou. Por favor, escreva à empresa para perguntar pela sua entrevista.',
  'feedback.reviewNeedsFeedback': 'Pode pedir uma revisão depois de o seu feedback ter sido enviado.',
  'review.ask': 'Pedir a revisão por uma pessoa',
  'review.explained':
    'Uma pessoa da empresa vai rever a sua entrevista, ouvir as suas respostas e verificar a decisão. Receberá um e-mail com as conclusões.',
  'review.sent': 'O seu pedido foi enviado. Uma pessoa vai rever a sua entrevista e escrever-lhe.',
  'review.askedOn': 'Fez o pedido a {date, date, long}.',
  'review.reviewedOn': 'Uma pessoa reviu a sua entrevista a {date, date, long}.',
  'review.stands': 'Após a revisão, a decisão mantém-se.',
  'review.changed': 'Após a revisão, a decisão foi alterada.',
  'review.message': 'O que deve a pessoa saber? (pode deixar em branco)',
  'review.failed':
    'Não foi possível enviar o pedido. Por favor, verifique a sua ligação à internet e tente novamente.',
  'review.sending': 'A enviar…',

  'selfId.title': 'Opcional: ajude-nos a verificar se o recrutamento é justo',
  'selfId.intro':
    'Estas perguntas são voluntárias. Responda a algumas, a todas ou a nenhuma: não responder não altera nada na sua candidatura.',
  'selfId.apart':
    'As suas respostas são guardadas à parte da sua entrevista. As pessoas que avaliam a sua entrevista nunca as vêem, e não são usadas na sua pontuação. São apenas contadas em conjunto com as respostas de outros candidatos, para verificar se a avaliação trata todos os grupos de forma justa.',
  'selfId.save': 'Guardar as minhas respostas',
  'selfId.skip': 'Saltar estas perguntas',
  'selfId.saved': 'Obrigado. As suas respostas foram guardadas, à parte da sua entrevista.',
  'selfId.skipped': 'Saltou estas perguntas. Nada foi guardado.',
  'selfId.failed':
    'Não foi possível guardar as suas respostas. Pode tentar novamente ou saltar as perguntas.',
  'selfId.choose': 'Escolha (opcional)',
  'server.audioRequired': 'É obrigatória uma gravação áudio.',
  'server.audioType':
    'A gravação tem de ser áudio WebM, Ogg ou MP4. Por favor, grave a sua resposta novamente.',
  'server.audioSize':
    'A gravação é demasiado grande (o limite é 15 MB). Por favor, grave uma resposta mais curta.',
  'server.storedPerSession':
    'Esta entrevista já guardou tudo o que lhe é permitido. Por favor, contacte a empresa que enviou o convite.',
};
