-- Chan's Blaster (WC 345), upgrade: This creature gains, "Fight/Reap: You may deal 2
-- damage to a creature, or attach Chan's Blaster to Commander Chan." After you attach
-- Chan's Blaster to Commander Chan (played onto him or moved), you may use another friendly
-- creature.
local function blast(ctx)
	ctx:rule("blaster", "chans_blaster", "commander_chan")
end

return {
	grants = { reap = blast, fight = blast },
	triggers = {
		{
			on = "attached",
			label = "attached to Commander Chan: you may use another friendly creature",
			applies = function(ctx, event)
				return event.object == ctx.this
					and event.host ~= nil
					and event.host:card_id() == "commander_chan"
			end,
			resolve = function(ctx, event)
				local usable = {}
				for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if c ~= event.host and #ctx:uses(c) > 0 then
						table.insert(usable, c)
					end
				end
				local picked = ctx:choose({
					prompt = "Use which other friendly creature?",
					objects = usable,
					min = 0,
					max = 1,
				})[1]
				if picked == nil then
					return
				end
				local uses = ctx:uses(picked)
				local how = ctx:choose({ prompt = "Use it how?", options = uses })[1]
				if how ~= nil then
					ctx:use(picked, how)
				end
			end,
		},
	},
}
