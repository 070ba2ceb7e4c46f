/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AttendeeEvent($id: ID!) {\n    adminCalendarEvent(id: $id) {\n      id\n      name\n      programme\n      date\n      endDate\n      time\n      location\n      seats\n      seatsTaken\n    }\n  }\n": typeof types.AttendeeEventDocument,
    "\n  query EventWaitingList($id: ID!) {\n    waitingList(kind: EVENT, id: $id) {\n      id\n      position\n      status\n      firstName\n      lastName\n      email\n      mobileNo\n      offerExpiresAt\n    }\n  }\n": typeof types.EventWaitingListDocument,
    "\n  mutation SetWaitingListOrder($id: ID!, $entryIds: [ID!]!) {\n    setWaitingListOrder(kind: EVENT, id: $id, entryIds: $entryIds) {\n      id\n    }\n  }\n": typeof types.SetWaitingListOrderDocument,
    "\n  mutation RemoveWaitingListEntry($id: ID!) {\n    removeWaitingListEntry(id: $id)\n  }\n": typeof types.RemoveWaitingListEntryDocument,
    "\n  query ExportCsv(\n    $table: ExportTable!\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $search: String\n    $programmes: [Programme!]\n    $eventId: ID\n    $sessionId: ID\n    $status: String\n    $ids: [ID!]\n  ) {\n    exportCsv(\n      table: $table\n      from: $from\n      to: $to\n      search: $search\n      programmes: $programmes\n      eventId: $eventId\n      sessionId: $sessionId\n      status: $status\n      ids: $ids\n    ) {\n      filename\n      rows\n      content\n    }\n  }\n": typeof types.ExportCsvDocument,
    "\n  query DashboardSummary {\n    dashboardSummary {\n      registrationsThisWeek\n      registrationsByDay {\n        date\n        count\n      }\n      enquiriesWaiting\n      upcomingEvents {\n        id\n        name\n        date\n        location\n        seats\n        seatsTaken\n      }\n    }\n  }\n": typeof types.DashboardSummaryDocument,
    "\n  fragment AuditHistoryFields on AuditEntry {\n    id\n    at\n    actor\n    action\n    summary\n  }\n": typeof types.AuditHistoryFieldsFragmentDoc,
    "\n  query Enquiries(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $status: EnquiryStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n  ) {\n    enquiries(page: $page, limit: $limit, search: $search, status: $status, from: $from, to: $to) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        fullName\n        email\n        phoneNumber\n        country\n        countryName\n        createdAt\n        status\n      }\n    }\n  }\n": typeof types.EnquiriesDocument,
    "\n  query EnquiryDetails($id: ID!) {\n    enquiry(id: $id) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      country\n      countryName\n      zipCode\n      message\n      status\n      createdAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": typeof types.EnquiryDetailsDocument,
    "\n  mutation EraseEnquiry($id: ID!) {\n    eraseEnquiry(id: $id)\n  }\n": typeof types.EraseEnquiryDocument,
    "\n  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n    setEnquiryStatus(id: $id, status: $status) {\n      id\n      status\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": typeof types.SetEnquiryStatusDocument,
    "\n  mutation SetEnquiryStatuses($ids: [ID!]!, $status: EnquiryStatus!) {\n    setEnquiryStatuses(ids: $ids, status: $status) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n": typeof types.SetEnquiryStatusesDocument,
    "\n  fragment AdminCalendarEventFields on AdminCalendarEvent {\n    id\n    name\n    programme\n    level\n    date\n    endDate\n    time\n    location\n    trainer\n    type\n    participants\n    price\n    currency\n    priceValue\n    seats\n    seatsTaken\n    seatsLeft\n    noEnroll\n    isOpen\n    paymentLink\n    seatHoldHours\n    waiting\n    availability\n  }\n": typeof types.AdminCalendarEventFieldsFragmentDoc,
    "\n  fragment AdminFamilySessionFields on AdminFamilySession {\n    id\n    venue\n    date\n    timeSlots\n    timeZone\n    seats\n    seatsTaken\n    seatsLeft\n    isOpen\n    availability\n  }\n": typeof types.AdminFamilySessionFieldsFragmentDoc,
    "\n  query AdminCalendarEvents($programmes: [Programme!], $includePast: Boolean!, $page: Int!, $limit: Int!) {\n    adminCalendarEvents(programmes: $programmes, includePast: $includePast, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        ...AdminCalendarEventFields\n      }\n    }\n  }\n": typeof types.AdminCalendarEventsDocument,
    "\n  query AdminFamilySessions($includePast: Boolean!, $page: Int!, $limit: Int!) {\n    adminFamilySessions(includePast: $includePast, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        ...AdminFamilySessionFields\n      }\n    }\n  }\n": typeof types.AdminFamilySessionsDocument,
    "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n": typeof types.DeleteCalendarEventDocument,
    "\n  mutation DeleteFamilySession($id: ID!) {\n    deleteFamilySession(id: $id)\n  }\n": typeof types.DeleteFamilySessionDocument,
    "\n  mutation CreateCalendarEvent($input: CalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      ...AdminCalendarEventFields\n    }\n  }\n": typeof types.CreateCalendarEventDocument,
    "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      ...AdminCalendarEventFields\n    }\n  }\n": typeof types.UpdateCalendarEventDocument,
    "\n  mutation CreateFamilySession($input: FamilySessionInput!) {\n    createFamilySession(input: $input) {\n      ...AdminFamilySessionFields\n    }\n  }\n": typeof types.CreateFamilySessionDocument,
    "\n  mutation UpdateFamilySession($id: ID!, $input: FamilySessionInput!) {\n    updateFamilySession(id: $id, input: $input) {\n      ...AdminFamilySessionFields\n    }\n  }\n": typeof types.UpdateFamilySessionDocument,
    "\n  mutation SetCalendarEventOpen($id: ID!, $open: Boolean!) {\n    setCalendarEventOpen(id: $id, open: $open) {\n      ...AdminCalendarEventFields\n    }\n  }\n": typeof types.SetCalendarEventOpenDocument,
    "\n  mutation SetFamilySessionOpen($id: ID!, $open: Boolean!) {\n    setFamilySessionOpen(id: $id, open: $open) {\n      ...AdminFamilySessionFields\n    }\n  }\n": typeof types.SetFamilySessionOpenDocument,
    "\n  mutation CancelFamilyBooking($id: ID!) {\n    cancelFamilyBooking(id: $id) {\n      id\n      status\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": typeof types.CancelFamilyBookingDocument,
    "\n  mutation CancelFamilyBookings($ids: [ID!]!) {\n    cancelFamilyBookings(ids: $ids) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n": typeof types.CancelFamilyBookingsDocument,
    "\n  mutation EraseFamilyBooking($id: ID!) {\n    eraseFamilyBooking(id: $id)\n  }\n": typeof types.EraseFamilyBookingDocument,
    "\n  query FamilyBookings(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $sessionId: ID\n    $status: FamilyBookingStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n  ) {\n    familyBookings(\n      page: $page\n      limit: $limit\n      search: $search\n      sessionId: $sessionId\n      status: $status\n      from: $from\n      to: $to\n    ) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        createdAt\n        status\n        sessionId\n        sessionVenue\n        sessionDate\n        sessionSlot\n        familyMembers\n        email\n        phone\n        history {\n          ...AuditHistoryFields\n        }\n      }\n    }\n  }\n": typeof types.FamilyBookingsDocument,
    "\n  mutation EraseRegistration($id: ID!) {\n    eraseRegistration(id: $id)\n  }\n": typeof types.EraseRegistrationDocument,
    "\n  mutation MarkRegistrationPaid($id: ID!, $input: MarkPaidInput!) {\n    markRegistrationPaid(id: $id, input: $input) {\n      id\n      status\n      updatedAt\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": typeof types.MarkRegistrationPaidDocument,
    "\n  query RegistrationDetails($id: ID!) {\n    registration(id: $id) {\n      id\n      referenceCode\n      createdAt\n      updatedAt\n      cancelledAt\n      status\n      programme\n      firstName\n      middleName\n      lastName\n      nameAsCertificate\n      email\n      mobileNo\n      TelNo\n      dob\n      occupation\n      currentAddress\n      permanenetAddress\n      isSameAddress\n      city\n      venue\n      timeslot\n      levelName\n      courseDetailDate\n      courseDetailTime\n      courseDetailVenue\n      hearAbout\n      communicationPreferences\n      termsandcondition\n      office\n      paymentLink\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      idPhotofront\n      idphotoback\n      profileImage\n      event {\n        id\n        name\n        date\n        time\n        location\n      }\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": typeof types.RegistrationDetailsDocument,
    "\n  query RegistrationsPage(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $programmes: [Programme!]\n    $eventId: ID\n    $status: RegistrationStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $sortBy: RegistrationSortField!\n    $sortDirection: SortDirection!\n  ) {\n    registrations(\n      page: $page\n      limit: $limit\n      search: $search\n      programmes: $programmes\n      eventId: $eventId\n      status: $status\n      from: $from\n      to: $to\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n    ) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        firstName\n        lastName\n        email\n        programme\n        city\n        event {\n          id\n          name\n          date\n          endDate\n          location\n        }\n        levelName\n        mobileNo\n        createdAt\n        status\n        paymentStatus\n      }\n    }\n  }\n": typeof types.RegistrationsPageDocument,
    "\n  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {\n    setRegistrationStatus(id: $id, status: $status) {\n      id\n      status\n      cancelledAt\n      updatedAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": typeof types.SetRegistrationStatusDocument,
    "\n  mutation SetRegistrationStatuses($ids: [ID!]!, $status: RegistrationStatus!) {\n    setRegistrationStatuses(ids: $ids, status: $status) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n": typeof types.SetRegistrationStatusesDocument,
    "\n  query AdminSession {\n    adminSession {\n      expiresAt\n      admin {\n        id\n        email\n        name\n        lastLoginAt\n      }\n    }\n  }\n": typeof types.AdminSessionDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!, $rememberMe: Boolean!) {\n    adminLogin(email: $email, password: $password, rememberMe: $rememberMe) {\n      expiresAt\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  query CalendarEvents {\n    calendarEvents {\n      id\n      name\n      programme\n      date\n      endDate\n      time\n      location\n      trainer\n      type\n      level\n      participants\n      price\n      seats\n      seatsLeft\n      noEnroll\n      enrollable\n      availability\n      pageLink\n    }\n  }\n": typeof types.CalendarEventsDocument,
    "\n  query EnrolmentChoices($programme: Programme!) {\n    calendarEvents(programme: $programme, upcoming: true) {\n      id\n      name\n      date\n      endDate\n      time\n      location\n      level\n      price\n      availability\n      enrollable\n      seatsLeft\n    }\n  }\n": typeof types.EnrolmentChoicesDocument,
    "\n  mutation SubmitRegistration($input: RegistrationInput!) {\n    submitRegistration(input: $input) {\n      id\n      status\n      programme\n      createdAt\n      message\n      referenceCode\n      holdUntil\n      event {\n        id\n        addToCalendar {\n          google\n          outlook\n          ics\n        }\n      }\n    }\n  }\n": typeof types.SubmitRegistrationDocument,
    "\n  mutation JoinWaitingList($input: WaitingListInput!) {\n    joinWaitingList(input: $input) {\n      message\n    }\n  }\n": typeof types.JoinWaitingListDocument,
    "\n  query WaitingListOffer($token: String!) {\n    waitingListOffer(token: $token) {\n      kind\n      id\n      firstName\n      lastName\n      email\n      mobileNo\n      offerExpiresAt\n      event {\n        id\n        name\n        programme\n        level\n        date\n        time\n        location\n      }\n    }\n  }\n": typeof types.WaitingListOfferDocument,
    "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SubmitEnquiryDocument,
    "\n  mutation BookFamilySession($input: FamilyBookingInput!) {\n    bookFamilySession(input: $input) {\n      message\n      booking {\n        id\n        sessionSlot\n        familyMembers\n      }\n      addToCalendar {\n        google\n        outlook\n        ics\n      }\n    }\n  }\n": typeof types.BookFamilySessionDocument,
    "\n  query FamilySessions {\n    familySessions(upcoming: true) {\n      id\n      venue\n      date\n      timeSlots\n      timeZone\n      seats\n      seatsLeft\n      availability\n      enrollable\n    }\n  }\n": typeof types.FamilySessionsDocument,
    "\n  mutation SendMyRegistrationLinks($email: String!) {\n    sendMyRegistrationLinks(email: $email) {\n      message\n    }\n  }\n": typeof types.SendMyRegistrationLinksDocument,
    "\n  mutation ConfirmMyRegistrationEmail($id: ID!, $token: String!) {\n    confirmMyRegistrationEmail(id: $id, token: $token) {\n      message\n      email\n    }\n  }\n": typeof types.ConfirmMyRegistrationEmailDocument,
    "\n  mutation CancelMyRegistration($id: ID!, $token: String!) {\n    cancelMyRegistration(id: $id, token: $token) {\n      id\n      updatedAt\n      status\n      cancelledAt\n    }\n  }\n": typeof types.CancelMyRegistrationDocument,
    "\n  query MyRegistration($id: ID!, $token: String!) {\n    myRegistration(id: $id, token: $token) {\n      id\n      referenceCode\n      updatedAt\n      status\n      programme\n      levelName\n      event {\n        id\n        name\n        date\n        endDate\n        time\n        location\n        addToCalendar {\n          google\n          outlook\n          ics\n        }\n      }\n      paymentLink\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      onlinePayment {\n        amount\n        currency\n      }\n      nameAsCertificate\n      email\n      pendingEmail\n      mobileNo\n      TelNo\n      dob\n      occupation\n      currentAddress\n      permanenetAddress\n      isSameAddress\n      idPhotofront\n      idphotoback\n      profileImage\n      cancelledAt\n      holdUntil\n    }\n  }\n": typeof types.MyRegistrationDocument,
    "\n  mutation StartMyPayment($id: ID!, $token: String!) {\n    startMyPayment(id: $id, token: $token) {\n      url\n    }\n  }\n": typeof types.StartMyPaymentDocument,
};
const documents: Documents = {
    "\n  query AttendeeEvent($id: ID!) {\n    adminCalendarEvent(id: $id) {\n      id\n      name\n      programme\n      date\n      endDate\n      time\n      location\n      seats\n      seatsTaken\n    }\n  }\n": types.AttendeeEventDocument,
    "\n  query EventWaitingList($id: ID!) {\n    waitingList(kind: EVENT, id: $id) {\n      id\n      position\n      status\n      firstName\n      lastName\n      email\n      mobileNo\n      offerExpiresAt\n    }\n  }\n": types.EventWaitingListDocument,
    "\n  mutation SetWaitingListOrder($id: ID!, $entryIds: [ID!]!) {\n    setWaitingListOrder(kind: EVENT, id: $id, entryIds: $entryIds) {\n      id\n    }\n  }\n": types.SetWaitingListOrderDocument,
    "\n  mutation RemoveWaitingListEntry($id: ID!) {\n    removeWaitingListEntry(id: $id)\n  }\n": types.RemoveWaitingListEntryDocument,
    "\n  query ExportCsv(\n    $table: ExportTable!\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $search: String\n    $programmes: [Programme!]\n    $eventId: ID\n    $sessionId: ID\n    $status: String\n    $ids: [ID!]\n  ) {\n    exportCsv(\n      table: $table\n      from: $from\n      to: $to\n      search: $search\n      programmes: $programmes\n      eventId: $eventId\n      sessionId: $sessionId\n      status: $status\n      ids: $ids\n    ) {\n      filename\n      rows\n      content\n    }\n  }\n": types.ExportCsvDocument,
    "\n  query DashboardSummary {\n    dashboardSummary {\n      registrationsThisWeek\n      registrationsByDay {\n        date\n        count\n      }\n      enquiriesWaiting\n      upcomingEvents {\n        id\n        name\n        date\n        location\n        seats\n        seatsTaken\n      }\n    }\n  }\n": types.DashboardSummaryDocument,
    "\n  fragment AuditHistoryFields on AuditEntry {\n    id\n    at\n    actor\n    action\n    summary\n  }\n": types.AuditHistoryFieldsFragmentDoc,
    "\n  query Enquiries(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $status: EnquiryStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n  ) {\n    enquiries(page: $page, limit: $limit, search: $search, status: $status, from: $from, to: $to) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        fullName\n        email\n        phoneNumber\n        country\n        countryName\n        createdAt\n        status\n      }\n    }\n  }\n": types.EnquiriesDocument,
    "\n  query EnquiryDetails($id: ID!) {\n    enquiry(id: $id) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      country\n      countryName\n      zipCode\n      message\n      status\n      createdAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": types.EnquiryDetailsDocument,
    "\n  mutation EraseEnquiry($id: ID!) {\n    eraseEnquiry(id: $id)\n  }\n": types.EraseEnquiryDocument,
    "\n  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n    setEnquiryStatus(id: $id, status: $status) {\n      id\n      status\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": types.SetEnquiryStatusDocument,
    "\n  mutation SetEnquiryStatuses($ids: [ID!]!, $status: EnquiryStatus!) {\n    setEnquiryStatuses(ids: $ids, status: $status) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n": types.SetEnquiryStatusesDocument,
    "\n  fragment AdminCalendarEventFields on AdminCalendarEvent {\n    id\n    name\n    programme\n    level\n    date\n    endDate\n    time\n    location\n    trainer\n    type\n    participants\n    price\n    currency\n    priceValue\n    seats\n    seatsTaken\n    seatsLeft\n    noEnroll\n    isOpen\n    paymentLink\n    seatHoldHours\n    waiting\n    availability\n  }\n": types.AdminCalendarEventFieldsFragmentDoc,
    "\n  fragment AdminFamilySessionFields on AdminFamilySession {\n    id\n    venue\n    date\n    timeSlots\n    timeZone\n    seats\n    seatsTaken\n    seatsLeft\n    isOpen\n    availability\n  }\n": types.AdminFamilySessionFieldsFragmentDoc,
    "\n  query AdminCalendarEvents($programmes: [Programme!], $includePast: Boolean!, $page: Int!, $limit: Int!) {\n    adminCalendarEvents(programmes: $programmes, includePast: $includePast, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        ...AdminCalendarEventFields\n      }\n    }\n  }\n": types.AdminCalendarEventsDocument,
    "\n  query AdminFamilySessions($includePast: Boolean!, $page: Int!, $limit: Int!) {\n    adminFamilySessions(includePast: $includePast, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        ...AdminFamilySessionFields\n      }\n    }\n  }\n": types.AdminFamilySessionsDocument,
    "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n": types.DeleteCalendarEventDocument,
    "\n  mutation DeleteFamilySession($id: ID!) {\n    deleteFamilySession(id: $id)\n  }\n": types.DeleteFamilySessionDocument,
    "\n  mutation CreateCalendarEvent($input: CalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      ...AdminCalendarEventFields\n    }\n  }\n": types.CreateCalendarEventDocument,
    "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      ...AdminCalendarEventFields\n    }\n  }\n": types.UpdateCalendarEventDocument,
    "\n  mutation CreateFamilySession($input: FamilySessionInput!) {\n    createFamilySession(input: $input) {\n      ...AdminFamilySessionFields\n    }\n  }\n": types.CreateFamilySessionDocument,
    "\n  mutation UpdateFamilySession($id: ID!, $input: FamilySessionInput!) {\n    updateFamilySession(id: $id, input: $input) {\n      ...AdminFamilySessionFields\n    }\n  }\n": types.UpdateFamilySessionDocument,
    "\n  mutation SetCalendarEventOpen($id: ID!, $open: Boolean!) {\n    setCalendarEventOpen(id: $id, open: $open) {\n      ...AdminCalendarEventFields\n    }\n  }\n": types.SetCalendarEventOpenDocument,
    "\n  mutation SetFamilySessionOpen($id: ID!, $open: Boolean!) {\n    setFamilySessionOpen(id: $id, open: $open) {\n      ...AdminFamilySessionFields\n    }\n  }\n": types.SetFamilySessionOpenDocument,
    "\n  mutation CancelFamilyBooking($id: ID!) {\n    cancelFamilyBooking(id: $id) {\n      id\n      status\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": types.CancelFamilyBookingDocument,
    "\n  mutation CancelFamilyBookings($ids: [ID!]!) {\n    cancelFamilyBookings(ids: $ids) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n": types.CancelFamilyBookingsDocument,
    "\n  mutation EraseFamilyBooking($id: ID!) {\n    eraseFamilyBooking(id: $id)\n  }\n": types.EraseFamilyBookingDocument,
    "\n  query FamilyBookings(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $sessionId: ID\n    $status: FamilyBookingStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n  ) {\n    familyBookings(\n      page: $page\n      limit: $limit\n      search: $search\n      sessionId: $sessionId\n      status: $status\n      from: $from\n      to: $to\n    ) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        createdAt\n        status\n        sessionId\n        sessionVenue\n        sessionDate\n        sessionSlot\n        familyMembers\n        email\n        phone\n        history {\n          ...AuditHistoryFields\n        }\n      }\n    }\n  }\n": types.FamilyBookingsDocument,
    "\n  mutation EraseRegistration($id: ID!) {\n    eraseRegistration(id: $id)\n  }\n": types.EraseRegistrationDocument,
    "\n  mutation MarkRegistrationPaid($id: ID!, $input: MarkPaidInput!) {\n    markRegistrationPaid(id: $id, input: $input) {\n      id\n      status\n      updatedAt\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": types.MarkRegistrationPaidDocument,
    "\n  query RegistrationDetails($id: ID!) {\n    registration(id: $id) {\n      id\n      referenceCode\n      createdAt\n      updatedAt\n      cancelledAt\n      status\n      programme\n      firstName\n      middleName\n      lastName\n      nameAsCertificate\n      email\n      mobileNo\n      TelNo\n      dob\n      occupation\n      currentAddress\n      permanenetAddress\n      isSameAddress\n      city\n      venue\n      timeslot\n      levelName\n      courseDetailDate\n      courseDetailTime\n      courseDetailVenue\n      hearAbout\n      communicationPreferences\n      termsandcondition\n      office\n      paymentLink\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      idPhotofront\n      idphotoback\n      profileImage\n      event {\n        id\n        name\n        date\n        time\n        location\n      }\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": types.RegistrationDetailsDocument,
    "\n  query RegistrationsPage(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $programmes: [Programme!]\n    $eventId: ID\n    $status: RegistrationStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $sortBy: RegistrationSortField!\n    $sortDirection: SortDirection!\n  ) {\n    registrations(\n      page: $page\n      limit: $limit\n      search: $search\n      programmes: $programmes\n      eventId: $eventId\n      status: $status\n      from: $from\n      to: $to\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n    ) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        firstName\n        lastName\n        email\n        programme\n        city\n        event {\n          id\n          name\n          date\n          endDate\n          location\n        }\n        levelName\n        mobileNo\n        createdAt\n        status\n        paymentStatus\n      }\n    }\n  }\n": types.RegistrationsPageDocument,
    "\n  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {\n    setRegistrationStatus(id: $id, status: $status) {\n      id\n      status\n      cancelledAt\n      updatedAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n": types.SetRegistrationStatusDocument,
    "\n  mutation SetRegistrationStatuses($ids: [ID!]!, $status: RegistrationStatus!) {\n    setRegistrationStatuses(ids: $ids, status: $status) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n": types.SetRegistrationStatusesDocument,
    "\n  query AdminSession {\n    adminSession {\n      expiresAt\n      admin {\n        id\n        email\n        name\n        lastLoginAt\n      }\n    }\n  }\n": types.AdminSessionDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": types.AdminLogoutDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!, $rememberMe: Boolean!) {\n    adminLogin(email: $email, password: $password, rememberMe: $rememberMe) {\n      expiresAt\n    }\n  }\n": types.AdminLoginDocument,
    "\n  query CalendarEvents {\n    calendarEvents {\n      id\n      name\n      programme\n      date\n      endDate\n      time\n      location\n      trainer\n      type\n      level\n      participants\n      price\n      seats\n      seatsLeft\n      noEnroll\n      enrollable\n      availability\n      pageLink\n    }\n  }\n": types.CalendarEventsDocument,
    "\n  query EnrolmentChoices($programme: Programme!) {\n    calendarEvents(programme: $programme, upcoming: true) {\n      id\n      name\n      date\n      endDate\n      time\n      location\n      level\n      price\n      availability\n      enrollable\n      seatsLeft\n    }\n  }\n": types.EnrolmentChoicesDocument,
    "\n  mutation SubmitRegistration($input: RegistrationInput!) {\n    submitRegistration(input: $input) {\n      id\n      status\n      programme\n      createdAt\n      message\n      referenceCode\n      holdUntil\n      event {\n        id\n        addToCalendar {\n          google\n          outlook\n          ics\n        }\n      }\n    }\n  }\n": types.SubmitRegistrationDocument,
    "\n  mutation JoinWaitingList($input: WaitingListInput!) {\n    joinWaitingList(input: $input) {\n      message\n    }\n  }\n": types.JoinWaitingListDocument,
    "\n  query WaitingListOffer($token: String!) {\n    waitingListOffer(token: $token) {\n      kind\n      id\n      firstName\n      lastName\n      email\n      mobileNo\n      offerExpiresAt\n      event {\n        id\n        name\n        programme\n        level\n        date\n        time\n        location\n      }\n    }\n  }\n": types.WaitingListOfferDocument,
    "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": types.SubmitEnquiryDocument,
    "\n  mutation BookFamilySession($input: FamilyBookingInput!) {\n    bookFamilySession(input: $input) {\n      message\n      booking {\n        id\n        sessionSlot\n        familyMembers\n      }\n      addToCalendar {\n        google\n        outlook\n        ics\n      }\n    }\n  }\n": types.BookFamilySessionDocument,
    "\n  query FamilySessions {\n    familySessions(upcoming: true) {\n      id\n      venue\n      date\n      timeSlots\n      timeZone\n      seats\n      seatsLeft\n      availability\n      enrollable\n    }\n  }\n": types.FamilySessionsDocument,
    "\n  mutation SendMyRegistrationLinks($email: String!) {\n    sendMyRegistrationLinks(email: $email) {\n      message\n    }\n  }\n": types.SendMyRegistrationLinksDocument,
    "\n  mutation ConfirmMyRegistrationEmail($id: ID!, $token: String!) {\n    confirmMyRegistrationEmail(id: $id, token: $token) {\n      message\n      email\n    }\n  }\n": types.ConfirmMyRegistrationEmailDocument,
    "\n  mutation CancelMyRegistration($id: ID!, $token: String!) {\n    cancelMyRegistration(id: $id, token: $token) {\n      id\n      updatedAt\n      status\n      cancelledAt\n    }\n  }\n": types.CancelMyRegistrationDocument,
    "\n  query MyRegistration($id: ID!, $token: String!) {\n    myRegistration(id: $id, token: $token) {\n      id\n      referenceCode\n      updatedAt\n      status\n      programme\n      levelName\n      event {\n        id\n        name\n        date\n        endDate\n        time\n        location\n        addToCalendar {\n          google\n          outlook\n          ics\n        }\n      }\n      paymentLink\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      onlinePayment {\n        amount\n        currency\n      }\n      nameAsCertificate\n      email\n      pendingEmail\n      mobileNo\n      TelNo\n      dob\n      occupation\n      currentAddress\n      permanenetAddress\n      isSameAddress\n      idPhotofront\n      idphotoback\n      profileImage\n      cancelledAt\n      holdUntil\n    }\n  }\n": types.MyRegistrationDocument,
    "\n  mutation StartMyPayment($id: ID!, $token: String!) {\n    startMyPayment(id: $id, token: $token) {\n      url\n    }\n  }\n": types.StartMyPaymentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendeeEvent($id: ID!) {\n    adminCalendarEvent(id: $id) {\n      id\n      name\n      programme\n      date\n      endDate\n      time\n      location\n      seats\n      seatsTaken\n    }\n  }\n"): (typeof documents)["\n  query AttendeeEvent($id: ID!) {\n    adminCalendarEvent(id: $id) {\n      id\n      name\n      programme\n      date\n      endDate\n      time\n      location\n      seats\n      seatsTaken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventWaitingList($id: ID!) {\n    waitingList(kind: EVENT, id: $id) {\n      id\n      position\n      status\n      firstName\n      lastName\n      email\n      mobileNo\n      offerExpiresAt\n    }\n  }\n"): (typeof documents)["\n  query EventWaitingList($id: ID!) {\n    waitingList(kind: EVENT, id: $id) {\n      id\n      position\n      status\n      firstName\n      lastName\n      email\n      mobileNo\n      offerExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWaitingListOrder($id: ID!, $entryIds: [ID!]!) {\n    setWaitingListOrder(kind: EVENT, id: $id, entryIds: $entryIds) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetWaitingListOrder($id: ID!, $entryIds: [ID!]!) {\n    setWaitingListOrder(kind: EVENT, id: $id, entryIds: $entryIds) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWaitingListEntry($id: ID!) {\n    removeWaitingListEntry(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveWaitingListEntry($id: ID!) {\n    removeWaitingListEntry(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportCsv(\n    $table: ExportTable!\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $search: String\n    $programmes: [Programme!]\n    $eventId: ID\n    $sessionId: ID\n    $status: String\n    $ids: [ID!]\n  ) {\n    exportCsv(\n      table: $table\n      from: $from\n      to: $to\n      search: $search\n      programmes: $programmes\n      eventId: $eventId\n      sessionId: $sessionId\n      status: $status\n      ids: $ids\n    ) {\n      filename\n      rows\n      content\n    }\n  }\n"): (typeof documents)["\n  query ExportCsv(\n    $table: ExportTable!\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $search: String\n    $programmes: [Programme!]\n    $eventId: ID\n    $sessionId: ID\n    $status: String\n    $ids: [ID!]\n  ) {\n    exportCsv(\n      table: $table\n      from: $from\n      to: $to\n      search: $search\n      programmes: $programmes\n      eventId: $eventId\n      sessionId: $sessionId\n      status: $status\n      ids: $ids\n    ) {\n      filename\n      rows\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSummary {\n    dashboardSummary {\n      registrationsThisWeek\n      registrationsByDay {\n        date\n        count\n      }\n      enquiriesWaiting\n      upcomingEvents {\n        id\n        name\n        date\n        location\n        seats\n        seatsTaken\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardSummary {\n    dashboardSummary {\n      registrationsThisWeek\n      registrationsByDay {\n        date\n        count\n      }\n      enquiriesWaiting\n      upcomingEvents {\n        id\n        name\n        date\n        location\n        seats\n        seatsTaken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditHistoryFields on AuditEntry {\n    id\n    at\n    actor\n    action\n    summary\n  }\n"): (typeof documents)["\n  fragment AuditHistoryFields on AuditEntry {\n    id\n    at\n    actor\n    action\n    summary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Enquiries(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $status: EnquiryStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n  ) {\n    enquiries(page: $page, limit: $limit, search: $search, status: $status, from: $from, to: $to) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        fullName\n        email\n        phoneNumber\n        country\n        countryName\n        createdAt\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query Enquiries(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $status: EnquiryStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n  ) {\n    enquiries(page: $page, limit: $limit, search: $search, status: $status, from: $from, to: $to) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        fullName\n        email\n        phoneNumber\n        country\n        countryName\n        createdAt\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryDetails($id: ID!) {\n    enquiry(id: $id) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      country\n      countryName\n      zipCode\n      message\n      status\n      createdAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query EnquiryDetails($id: ID!) {\n    enquiry(id: $id) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      country\n      countryName\n      zipCode\n      message\n      status\n      createdAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseEnquiry($id: ID!) {\n    eraseEnquiry(id: $id)\n  }\n"): (typeof documents)["\n  mutation EraseEnquiry($id: ID!) {\n    eraseEnquiry(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n    setEnquiryStatus(id: $id, status: $status) {\n      id\n      status\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n    setEnquiryStatus(id: $id, status: $status) {\n      id\n      status\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEnquiryStatuses($ids: [ID!]!, $status: EnquiryStatus!) {\n    setEnquiryStatuses(ids: $ids, status: $status) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetEnquiryStatuses($ids: [ID!]!, $status: EnquiryStatus!) {\n    setEnquiryStatuses(ids: $ids, status: $status) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCalendarEventFields on AdminCalendarEvent {\n    id\n    name\n    programme\n    level\n    date\n    endDate\n    time\n    location\n    trainer\n    type\n    participants\n    price\n    currency\n    priceValue\n    seats\n    seatsTaken\n    seatsLeft\n    noEnroll\n    isOpen\n    paymentLink\n    seatHoldHours\n    waiting\n    availability\n  }\n"): (typeof documents)["\n  fragment AdminCalendarEventFields on AdminCalendarEvent {\n    id\n    name\n    programme\n    level\n    date\n    endDate\n    time\n    location\n    trainer\n    type\n    participants\n    price\n    currency\n    priceValue\n    seats\n    seatsTaken\n    seatsLeft\n    noEnroll\n    isOpen\n    paymentLink\n    seatHoldHours\n    waiting\n    availability\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFamilySessionFields on AdminFamilySession {\n    id\n    venue\n    date\n    timeSlots\n    timeZone\n    seats\n    seatsTaken\n    seatsLeft\n    isOpen\n    availability\n  }\n"): (typeof documents)["\n  fragment AdminFamilySessionFields on AdminFamilySession {\n    id\n    venue\n    date\n    timeSlots\n    timeZone\n    seats\n    seatsTaken\n    seatsLeft\n    isOpen\n    availability\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCalendarEvents($programmes: [Programme!], $includePast: Boolean!, $page: Int!, $limit: Int!) {\n    adminCalendarEvents(programmes: $programmes, includePast: $includePast, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        ...AdminCalendarEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCalendarEvents($programmes: [Programme!], $includePast: Boolean!, $page: Int!, $limit: Int!) {\n    adminCalendarEvents(programmes: $programmes, includePast: $includePast, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        ...AdminCalendarEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFamilySessions($includePast: Boolean!, $page: Int!, $limit: Int!) {\n    adminFamilySessions(includePast: $includePast, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        ...AdminFamilySessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFamilySessions($includePast: Boolean!, $page: Int!, $limit: Int!) {\n    adminFamilySessions(includePast: $includePast, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        ...AdminFamilySessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFamilySession($id: ID!) {\n    deleteFamilySession(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFamilySession($id: ID!) {\n    deleteFamilySession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarEvent($input: CalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      ...AdminCalendarEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarEvent($input: CalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      ...AdminCalendarEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      ...AdminCalendarEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      ...AdminCalendarEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFamilySession($input: FamilySessionInput!) {\n    createFamilySession(input: $input) {\n      ...AdminFamilySessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFamilySession($input: FamilySessionInput!) {\n    createFamilySession(input: $input) {\n      ...AdminFamilySessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFamilySession($id: ID!, $input: FamilySessionInput!) {\n    updateFamilySession(id: $id, input: $input) {\n      ...AdminFamilySessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFamilySession($id: ID!, $input: FamilySessionInput!) {\n    updateFamilySession(id: $id, input: $input) {\n      ...AdminFamilySessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCalendarEventOpen($id: ID!, $open: Boolean!) {\n    setCalendarEventOpen(id: $id, open: $open) {\n      ...AdminCalendarEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCalendarEventOpen($id: ID!, $open: Boolean!) {\n    setCalendarEventOpen(id: $id, open: $open) {\n      ...AdminCalendarEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFamilySessionOpen($id: ID!, $open: Boolean!) {\n    setFamilySessionOpen(id: $id, open: $open) {\n      ...AdminFamilySessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetFamilySessionOpen($id: ID!, $open: Boolean!) {\n    setFamilySessionOpen(id: $id, open: $open) {\n      ...AdminFamilySessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFamilyBooking($id: ID!) {\n    cancelFamilyBooking(id: $id) {\n      id\n      status\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelFamilyBooking($id: ID!) {\n    cancelFamilyBooking(id: $id) {\n      id\n      status\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFamilyBookings($ids: [ID!]!) {\n    cancelFamilyBookings(ids: $ids) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelFamilyBookings($ids: [ID!]!) {\n    cancelFamilyBookings(ids: $ids) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseFamilyBooking($id: ID!) {\n    eraseFamilyBooking(id: $id)\n  }\n"): (typeof documents)["\n  mutation EraseFamilyBooking($id: ID!) {\n    eraseFamilyBooking(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyBookings(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $sessionId: ID\n    $status: FamilyBookingStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n  ) {\n    familyBookings(\n      page: $page\n      limit: $limit\n      search: $search\n      sessionId: $sessionId\n      status: $status\n      from: $from\n      to: $to\n    ) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        createdAt\n        status\n        sessionId\n        sessionVenue\n        sessionDate\n        sessionSlot\n        familyMembers\n        email\n        phone\n        history {\n          ...AuditHistoryFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FamilyBookings(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $sessionId: ID\n    $status: FamilyBookingStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n  ) {\n    familyBookings(\n      page: $page\n      limit: $limit\n      search: $search\n      sessionId: $sessionId\n      status: $status\n      from: $from\n      to: $to\n    ) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        createdAt\n        status\n        sessionId\n        sessionVenue\n        sessionDate\n        sessionSlot\n        familyMembers\n        email\n        phone\n        history {\n          ...AuditHistoryFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseRegistration($id: ID!) {\n    eraseRegistration(id: $id)\n  }\n"): (typeof documents)["\n  mutation EraseRegistration($id: ID!) {\n    eraseRegistration(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRegistrationPaid($id: ID!, $input: MarkPaidInput!) {\n    markRegistrationPaid(id: $id, input: $input) {\n      id\n      status\n      updatedAt\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkRegistrationPaid($id: ID!, $input: MarkPaidInput!) {\n    markRegistrationPaid(id: $id, input: $input) {\n      id\n      status\n      updatedAt\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationDetails($id: ID!) {\n    registration(id: $id) {\n      id\n      referenceCode\n      createdAt\n      updatedAt\n      cancelledAt\n      status\n      programme\n      firstName\n      middleName\n      lastName\n      nameAsCertificate\n      email\n      mobileNo\n      TelNo\n      dob\n      occupation\n      currentAddress\n      permanenetAddress\n      isSameAddress\n      city\n      venue\n      timeslot\n      levelName\n      courseDetailDate\n      courseDetailTime\n      courseDetailVenue\n      hearAbout\n      communicationPreferences\n      termsandcondition\n      office\n      paymentLink\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      idPhotofront\n      idphotoback\n      profileImage\n      event {\n        id\n        name\n        date\n        time\n        location\n      }\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationDetails($id: ID!) {\n    registration(id: $id) {\n      id\n      referenceCode\n      createdAt\n      updatedAt\n      cancelledAt\n      status\n      programme\n      firstName\n      middleName\n      lastName\n      nameAsCertificate\n      email\n      mobileNo\n      TelNo\n      dob\n      occupation\n      currentAddress\n      permanenetAddress\n      isSameAddress\n      city\n      venue\n      timeslot\n      levelName\n      courseDetailDate\n      courseDetailTime\n      courseDetailVenue\n      hearAbout\n      communicationPreferences\n      termsandcondition\n      office\n      paymentLink\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      idPhotofront\n      idphotoback\n      profileImage\n      event {\n        id\n        name\n        date\n        time\n        location\n      }\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationsPage(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $programmes: [Programme!]\n    $eventId: ID\n    $status: RegistrationStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $sortBy: RegistrationSortField!\n    $sortDirection: SortDirection!\n  ) {\n    registrations(\n      page: $page\n      limit: $limit\n      search: $search\n      programmes: $programmes\n      eventId: $eventId\n      status: $status\n      from: $from\n      to: $to\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n    ) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        firstName\n        lastName\n        email\n        programme\n        city\n        event {\n          id\n          name\n          date\n          endDate\n          location\n        }\n        levelName\n        mobileNo\n        createdAt\n        status\n        paymentStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationsPage(\n    $page: Int!\n    $limit: Int!\n    $search: String\n    $programmes: [Programme!]\n    $eventId: ID\n    $status: RegistrationStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $sortBy: RegistrationSortField!\n    $sortDirection: SortDirection!\n  ) {\n    registrations(\n      page: $page\n      limit: $limit\n      search: $search\n      programmes: $programmes\n      eventId: $eventId\n      status: $status\n      from: $from\n      to: $to\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n    ) {\n      total\n      page\n      limit\n      totalPages\n      items {\n        id\n        firstName\n        lastName\n        email\n        programme\n        city\n        event {\n          id\n          name\n          date\n          endDate\n          location\n        }\n        levelName\n        mobileNo\n        createdAt\n        status\n        paymentStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {\n    setRegistrationStatus(id: $id, status: $status) {\n      id\n      status\n      cancelledAt\n      updatedAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {\n    setRegistrationStatus(id: $id, status: $status) {\n      id\n      status\n      cancelledAt\n      updatedAt\n      history {\n        ...AuditHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRegistrationStatuses($ids: [ID!]!, $status: RegistrationStatus!) {\n    setRegistrationStatuses(ids: $ids, status: $status) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetRegistrationStatuses($ids: [ID!]!, $status: RegistrationStatus!) {\n    setRegistrationStatuses(ids: $ids, status: $status) {\n      changed\n      failures {\n        id\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSession {\n    adminSession {\n      expiresAt\n      admin {\n        id\n        email\n        name\n        lastLoginAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSession {\n    adminSession {\n      expiresAt\n      admin {\n        id\n        email\n        name\n        lastLoginAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    adminLogout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    adminLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($email: String!, $password: String!, $rememberMe: Boolean!) {\n    adminLogin(email: $email, password: $password, rememberMe: $rememberMe) {\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($email: String!, $password: String!, $rememberMe: Boolean!) {\n    adminLogin(email: $email, password: $password, rememberMe: $rememberMe) {\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarEvents {\n    calendarEvents {\n      id\n      name\n      programme\n      date\n      endDate\n      time\n      location\n      trainer\n      type\n      level\n      participants\n      price\n      seats\n      seatsLeft\n      noEnroll\n      enrollable\n      availability\n      pageLink\n    }\n  }\n"): (typeof documents)["\n  query CalendarEvents {\n    calendarEvents {\n      id\n      name\n      programme\n      date\n      endDate\n      time\n      location\n      trainer\n      type\n      level\n      participants\n      price\n      seats\n      seatsLeft\n      noEnroll\n      enrollable\n      availability\n      pageLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnrolmentChoices($programme: Programme!) {\n    calendarEvents(programme: $programme, upcoming: true) {\n      id\n      name\n      date\n      endDate\n      time\n      location\n      level\n      price\n      availability\n      enrollable\n      seatsLeft\n    }\n  }\n"): (typeof documents)["\n  query EnrolmentChoices($programme: Programme!) {\n    calendarEvents(programme: $programme, upcoming: true) {\n      id\n      name\n      date\n      endDate\n      time\n      location\n      level\n      price\n      availability\n      enrollable\n      seatsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRegistration($input: RegistrationInput!) {\n    submitRegistration(input: $input) {\n      id\n      status\n      programme\n      createdAt\n      message\n      referenceCode\n      holdUntil\n      event {\n        id\n        addToCalendar {\n          google\n          outlook\n          ics\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRegistration($input: RegistrationInput!) {\n    submitRegistration(input: $input) {\n      id\n      status\n      programme\n      createdAt\n      message\n      referenceCode\n      holdUntil\n      event {\n        id\n        addToCalendar {\n          google\n          outlook\n          ics\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitingList($input: WaitingListInput!) {\n    joinWaitingList(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitingList($input: WaitingListInput!) {\n    joinWaitingList(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingListOffer($token: String!) {\n    waitingListOffer(token: $token) {\n      kind\n      id\n      firstName\n      lastName\n      email\n      mobileNo\n      offerExpiresAt\n      event {\n        id\n        name\n        programme\n        level\n        date\n        time\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitingListOffer($token: String!) {\n    waitingListOffer(token: $token) {\n      kind\n      id\n      firstName\n      lastName\n      email\n      mobileNo\n      offerExpiresAt\n      event {\n        id\n        name\n        programme\n        level\n        date\n        time\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEnquiry($input: EnquiryInput!) {\n    submitEnquiry(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookFamilySession($input: FamilyBookingInput!) {\n    bookFamilySession(input: $input) {\n      message\n      booking {\n        id\n        sessionSlot\n        familyMembers\n      }\n      addToCalendar {\n        google\n        outlook\n        ics\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookFamilySession($input: FamilyBookingInput!) {\n    bookFamilySession(input: $input) {\n      message\n      booking {\n        id\n        sessionSlot\n        familyMembers\n      }\n      addToCalendar {\n        google\n        outlook\n        ics\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilySessions {\n    familySessions(upcoming: true) {\n      id\n      venue\n      date\n      timeSlots\n      timeZone\n      seats\n      seatsLeft\n      availability\n      enrollable\n    }\n  }\n"): (typeof documents)["\n  query FamilySessions {\n    familySessions(upcoming: true) {\n      id\n      venue\n      date\n      timeSlots\n      timeZone\n      seats\n      seatsLeft\n      availability\n      enrollable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMyRegistrationLinks($email: String!) {\n    sendMyRegistrationLinks(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMyRegistrationLinks($email: String!) {\n    sendMyRegistrationLinks(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMyRegistrationEmail($id: ID!, $token: String!) {\n    confirmMyRegistrationEmail(id: $id, token: $token) {\n      message\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmMyRegistrationEmail($id: ID!, $token: String!) {\n    confirmMyRegistrationEmail(id: $id, token: $token) {\n      message\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyRegistration($id: ID!, $token: String!) {\n    cancelMyRegistration(id: $id, token: $token) {\n      id\n      updatedAt\n      status\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyRegistration($id: ID!, $token: String!) {\n    cancelMyRegistration(id: $id, token: $token) {\n      id\n      updatedAt\n      status\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRegistration($id: ID!, $token: String!) {\n    myRegistration(id: $id, token: $token) {\n      id\n      referenceCode\n      updatedAt\n      status\n      programme\n      levelName\n      event {\n        id\n        name\n        date\n        endDate\n        time\n        location\n        addToCalendar {\n          google\n          outlook\n          ics\n        }\n      }\n      paymentLink\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      onlinePayment {\n        amount\n        currency\n      }\n      nameAsCertificate\n      email\n      pendingEmail\n      mobileNo\n      TelNo\n      dob\n      occupation\n      currentAddress\n      permanenetAddress\n      isSameAddress\n      idPhotofront\n      idphotoback\n      profileImage\n      cancelledAt\n      holdUntil\n    }\n  }\n"): (typeof documents)["\n  query MyRegistration($id: ID!, $token: String!) {\n    myRegistration(id: $id, token: $token) {\n      id\n      referenceCode\n      updatedAt\n      status\n      programme\n      levelName\n      event {\n        id\n        name\n        date\n        endDate\n        time\n        location\n        addToCalendar {\n          google\n          outlook\n          ics\n        }\n      }\n      paymentLink\n      paymentStatus\n      amountPaid\n      paymentCurrency\n      paymentReference\n      paidAt\n      onlinePayment {\n        amount\n        currency\n      }\n      nameAsCertificate\n      email\n      pendingEmail\n      mobileNo\n      TelNo\n      dob\n      occupation\n      currentAddress\n      permanenetAddress\n      isSameAddress\n      idPhotofront\n      idphotoback\n      profileImage\n      cancelledAt\n      holdUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMyPayment($id: ID!, $token: String!) {\n    startMyPayment(id: $id, token: $token) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartMyPayment($id: ID!, $token: String!) {\n    startMyPayment(id: $id, token: $token) {\n      url\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;