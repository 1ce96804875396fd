-- Optio Gorkus (MM 226): Elusive (the rules'). Each of its neighbors gains "Destroyed: Move
-- each æmber on this creature to a neighboring Optio Gorkus." A given Destroyed: ability
-- (KF-DESTROYED-GIVEN-1); a creature between two Optio Gorkus has it twice: the first to
-- resolve moves the æmber to the Optio Gorkus its controller picks, the second finds none.
local function neighboring_gorkus(creature)
	local found = {}
	for _, n in ipairs(creature:neighbors()) do
		if n:card_id() == "optio_gorkus" then
			table.insert(found, n)
		end
	end
	return found
end

return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: its æmber to a neighboring Optio Gorkus",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and ctx.this:zone() == "battleline"
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:is_beside(ctx.this)
					and creature:counter("amber") > 0
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if not creature:is_valid() or creature:counter("amber") == 0 then
					return
				end
				local to = ctx:choose({
					prompt = "Move its æmber to which Optio Gorkus?",
					objects = neighboring_gorkus(creature),
				})[1]
				if to ~= nil then
					local held = creature:counter("amber")
					ctx:add_counter(creature, "amber", -held)
					ctx:add_counter(to, "amber", held)
				end
			end,
		},
	},
}
