// The platform's tests run in a time zone half an hour off UTC, whatever the machine's own (CI's
// is UTC): a date told in UTC where the visitor's own zone was meant (or the other way round)
// then reads differently, and fails its test.
module.exports = () => {
  process.env.TZ = 'Asia/Kolkata';
};
