-- Collector Worm (AoA 162): Fight: Archive the creature Collector Worm fights. Should it
-- leave your archives, it goes to its owner's hand instead (the ruleset's redirect,
-- KF-ARCHIVE-OWNER-2). A Fight: ability resolves only if Collector Worm survived; a
-- creature the fight destroyed is not in play to archive.
return {
	fight = function(ctx, attacked)
		if attacked ~= nil and attacked:is_valid() and attacked:zone() == "battleline" then
			ctx:move(attacked, "archives", { player = ctx.controller })
		end
	end,
}
