-- Port Smuggler: [Class Bonus] its attacks can't be intercepted. A keyword behind the class
-- bonus, in its data (`uninterceptable`, read by the rules script); nothing to script.
return {}
