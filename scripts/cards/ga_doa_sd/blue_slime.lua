-- Blue Slime: Pride 4 (the rules script's obedience). Class Bonus: whenever it is dealt
-- damage, put a buff counter on it (if it survived the damage).
return {
	triggers = {
		{
			on = "damaged",
			own = true,
			label = "dealt damage: a buff counter on Blue Slime (class bonus)",
			applies = function(ctx, _event)
				return ctx:rule("class_bonus") and ctx.this:zone() == "field"
			end,
			resolve = function(ctx)
				if ctx.this:zone() == "field" then
					ctx:add_counter(ctx.this, "buff", 1)
				end
			end,
		},
	},
}
