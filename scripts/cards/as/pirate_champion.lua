-- Pirate Champion (AS 279): Taunt (data). After Fight: You may move Pirate Champion to a
-- flank (either flank of its battleline, KF: `move_to_flank`).
return {
	fight = function(ctx)
		local prompt = "Move Pirate Champion to a flank?"
		local pick = ctx:choose({ prompt = prompt, options = { "move it", "leave it" } })[1]
		if pick == "move it" then
			ctx:rule("move_to_flank", ctx.this)
		end
	end,
}
