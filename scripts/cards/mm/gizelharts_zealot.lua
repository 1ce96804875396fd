-- Gizelhart's Zealot (MM 136): enters play ready (the keyword `enters_ready`) and enraged.
-- The enrage is put on as it is played: the only way our corpus puts it into play.
return {
	resolve = function(ctx)
		ctx:rule("enrage", ctx.this)
	end,
}
